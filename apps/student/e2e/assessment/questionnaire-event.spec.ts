import { expect, test } from '../support/test';
import {
  answerRight,
  EXERCISES,
  openCover,
  questionnaireCalls,
  start,
  nextPage,
} from './questionnaireSupport';

test("an event class's questionnaire runs on the event's calls, a descriptive answer included", async ({
  page,
}) => {
  await openCover(page, EXERCISES.sipat, 'Avaliação de reação da SIPAT');
  const calls = questionnaireCalls(page);
  const id = await start(page, EXERCISES.sipat);
  const pages = page.getByRole('navigation', { name: 'Questões' });
  await answerRight(page);
  await nextPage(page, 2, 3);
  await answerRight(page);
  await nextPage(page, 3, 3);
  const answer = page.getByRole('textbox', { name: 'Sua resposta' });
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByText('Escreva sua resposta antes de enviar.')).toBeVisible();
  await answer.fill('Vou repetir o DDS sobre extintores com a minha equipe.');
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByText('Resposta enviada.')).toBeVisible();
  await expect(answer).toHaveAttribute('readonly', '');

  await pages.getByRole('button', { name: 'Finalizar' }).click();
  const result = page.getByRole('region', { name: 'Resultado' });
  await expect(result.getByText('Parabéns, você foi aprovado!')).toBeVisible();
  await expect(result.getByText('2 de 3 acertos')).toBeVisible();
  const base = `/api/decola/events/1/class/11/contents/1103/questionnaires/${id}/pages`;
  expect(calls.answers).toEqual([
    expect.stringContaining(`${base}/1/alternatives/`),
    expect.stringContaining(`${base}/2/alternatives/`),
    expect.stringMatching(new RegExp(`${base}/3/descriptive$`)),
  ]);
  await expect(page.getByRole('link', { name: 'Voltar ao conteúdo' })).toHaveAttribute(
    'href',
    EXERCISES.sipat,
  );
});
