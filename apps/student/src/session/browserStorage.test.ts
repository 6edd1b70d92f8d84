import { DEMO_PASSWORD, demoControls, MemoryStorage } from '@decola/api-mocks/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../routes/home/signIn';
import { deviceStorage, tabStorage } from './browserStorage';
import { loadConfiguration } from './configuration';
import { redoOnboarding } from './redoOnboarding';
import { signedIn } from './signedIn';

const STUDENT = { login: 'aluno@decola.dev', password: DEMO_PASSWORD };
const AREAS = ['localStorage', 'sessionStorage'] as const;

const refused = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('a browser that refuses storage', () => {
  describe('where even reading localStorage throws (cookies blocked)', () => {
    beforeEach(() => {
      for (const area of AREAS) {
        Object.defineProperty(globalThis, area, { configurable: true, get: refused });
      }
    });
    afterEach(() => {
      for (const area of AREAS) Reflect.deleteProperty(globalThis, area);
    });

    it('still signs in', async () => {
      await expect(signIn(STUDENT, null)).resolves.toBe('/student/dashboard');
    });

    it('still follows the configuration the server answers', async () => {
      demoControls.update({ maintenanceMode: true });
      await expect(loadConfiguration()).resolves.toMatchObject({ isMaintenanceMode: true });
    });

    it('keeps nothing, and says so without throwing; the tab alone knows it signed in', () => {
      signedIn.set();
      redoOnboarding.set();
      deviceStorage.write('decola:faq-open-items', '["1"]');
      expect(deviceStorage.read('decola:signed-in')).toBeNull();
      // As the user in memory, the flag lives as long as this tab: home still sends it on.
      expect(signedIn.isSet()).toBe(true);
      expect(redoOnboarding.isSet()).toBe(false);
      expect(deviceStorage.read('decola:faq-open-items')).toBeNull();
      expect(() => {
        signedIn.clear();
        tabStorage.remove('decola:redo-onboarding');
      }).not.toThrow();
      expect(signedIn.isSet()).toBe(false);
    });
  });

  it('where every write throws (a private window, a full quota)', async () => {
    for (const area of AREAS) {
      vi.stubGlobal(area, { getItem: () => null, setItem: refused, removeItem: refused });
    }
    await expect(signIn(STUDENT, null)).resolves.toBe('/student/dashboard');
    demoControls.update({ suggestionMode: true });
    await expect(loadConfiguration()).resolves.toMatchObject({ isSuggestionMode: true });
  });
});

describe('what a signed-in browser keeps at rest', () => {
  it('a flag and the configuration modes: nothing of the person', async () => {
    const local = new MemoryStorage();
    const tab = new MemoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', tab);

    await signIn(STUDENT, null);
    await loadConfiguration();

    expect(Object.fromEntries(local.items)).toEqual({
      'decola:signed-in': 'true',
      'decola:configuration': JSON.stringify({ isMaintenanceMode: false, isSuggestionMode: false }),
    });
    expect(tab.items.size).toBe(0);
  });
});
