import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import { BackToTop } from './BackToTop';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A page long enough to scroll, already scrolled to `top` before BackToTop mounts. */
function scrolledPage(top: number) {
  const filler = document.createElement('div');
  filler.style.height = '4000px';
  document.body.append(filler);
  window.scrollTo({ top, behavior: 'instant' });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  cleanups.push(() => {
    root.unmount();
    container.remove();
    filler.remove();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  return root;
}

const backToTop = () => document.querySelector('button[data-slot="back-to-top"]');

// spec 1 §2 item 4: a page opened already scrolled (a reload halfway down the dashboard) shows the
// button without waiting for the next scroll event.
test('a page opened scrolled past 200 px shows the button at once', async () => {
  scrolledPage(640).render(createElement(BackToTop));
  await vi.waitFor(() => expect(backToTop()).not.toBeNull());
  expect(backToTop()!.textContent).toBe('Voltar ao topo');
});

test('a page opened at 200 px or less does not', async () => {
  const root = scrolledPage(200);
  root.render(createElement('main', { id: 'conteudo' }, createElement(BackToTop)));
  await vi.waitFor(() => expect(document.getElementById('conteudo')).not.toBeNull());
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  expect(backToTop()).toBeNull();
});
