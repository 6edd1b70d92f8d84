import { expect, test } from '../support/test';
import { injectFault } from '../support/demo';

// The demo's injected 500 carries its own message (packages/api-mocks/src/faults.ts), as a server's.
import { CLASSES, classCard, fact, openClass } from './eventSupport';

test('a 500 on enrol leaves the button usable and the places unchanged', async ({ page }) => {
  const { open } = CLASSES;
  await openClass(page, open, () => injectFault(page, 'enrollEventClass', '500', 1));
  const enrol = classCard(page, open).getByRole('button', { name: 'Inscrever-se' });
  await enrol.click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'O servidor não conseguiu concluir a operação. Tente novamente em instantes.',
    }),
  ).toBeVisible();
  await expect(fact(page, open, 'Vagas restantes')).toHaveText('22');
  await expect(enrol).toBeEnabled();
  await expect(enrol).not.toHaveAttribute('aria-busy');
  // Usable: the next try enrols.
  await enrol.click();
  await expect(fact(page, open, 'Vagas restantes')).toHaveText('21');
});
