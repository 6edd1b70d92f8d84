import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CheckInScreen } from './CheckInScreen';

const onConfirm = fn();
const onRetry = fn();

/** spec 2 §6: scanned with a phone's camera, so every state is shown at 320 px. */
const meta = {
  title: 'CheckIn/CheckInScreen',
  component: CheckInScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1' } },
  args: {
    kind: 'training',
    status: 'ready',
    subject: {
      name: 'Formação de Encarregados de Obra',
      part: 'Módulo 3 – Segurança e NR-18 no dia a dia',
      date: '20/11/2026',
      time: '08:00 até 17:00',
      location: 'Sala 2 – Centro de Treinamento Decola, Joinville - SC',
    },
    onConfirm,
    doneHref: '/student/training-course/6',
  },
} satisfies Meta<typeof CheckInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fitsTheScreen = async (root: HTMLElement) =>
  expect(root.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);

/** What is being confirmed, and 'Confirmar presença'. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Confirmação de presença' }),
    ).toBeVisible();
    const subject = canvas.getByRole('region', { name: 'Você está confirmando sua presença em:' });
    await expect(subject).toHaveTextContent('TreinamentoFormação de Encarregados de Obra');
    await expect(subject).toHaveTextContent('EncontroMódulo 3 – Segurança e NR-18 no dia a dia');
    await expect(subject).toHaveTextContent('Data20/11/2026');
    await fitsTheScreen(canvasElement);
    onConfirm.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar presença' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** An event's class: the event's name under 'Evento', then its class under 'Turma'. */
export const ReadyForAClass: Story = {
  args: {
    kind: 'event',
    subject: {
      name: 'SIPAT 2026',
      part: 'Turma Manhã',
      date: '20/11/2026',
      time: '08:00 até 12:00',
      location: 'Auditório da sede',
    },
    doneHref: '/student/event/1/class/11',
  },
  play: async ({ canvas, canvasElement }) => {
    const subject = canvas.getByRole('region', { name: 'Você está confirmando sua presença em:' });
    const terms = [...subject.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(terms).toEqual(['Evento', 'Turma', 'Data', 'Horário', 'Local']);
    await expect(subject).toHaveTextContent('EventoSIPAT 2026');
    await expect(subject).toHaveTextContent('TurmaTurma Manhã');
    await fitsTheScreen(canvasElement);
  },
};

/** The call is on its way: the button is busy and a second tap sends nothing. */
export const Confirming: Story = {
  args: { status: 'confirming' },
  play: async ({ canvas, userEvent }) => {
    onConfirm.mockClear();
    const button = canvas.getByRole('button', { name: 'Confirmar presença' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmando presença…');
    await userEvent.click(button);
    await expect(onConfirm).not.toHaveBeenCalled();
  },
};

/** spec 2 §4: success; the learner goes on to the class's or training's page. */
export const Success: Story = {
  args: {
    status: 'success',
    kind: 'event',
    subject: { name: 'SIPAT 2026', part: 'Turma Manhã', date: '20/11/2026' },
    doneHref: '/student/event/1/class/11',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Presença confirmada!');
    await expect(canvas.getByText('Sua presença em SIPAT 2026 foi registrada.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver turma' })).toHaveAttribute(
      'href',
      '/student/event/1/class/11',
    );
    await expect(canvas.queryByRole('button', { name: 'Confirmar presença' })).toBeNull();
    await fitsTheScreen(canvasElement);
  },
};

/** The link's token is unknown or of another day: it says so, and no confirm button remains. */
export const InvalidToken: Story = {
  args: {
    status: 'invalid',
    message: 'QR code inválido. Leia novamente o QR code exibido pelo organizador.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Este link de check-in é inválido ou expirou.',
    );
    await expect(
      canvas.getByText('QR code inválido. Leia novamente o QR code exibido pelo organizador.'),
    ).toBeVisible();
    // One instruction, not the server's and ours one under the other.
    await expect(canvas.queryByText(/exibido no local do evento/)).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  },
};

/** A link without its token (no server's word): our one instruction. */
export const InvalidLinkWithoutMessage: Story = {
  args: { status: 'invalid', message: null, subject: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Este link de check-in é inválido ou expirou.',
    );
    await expect(
      canvas.getByText('Leia novamente o QR code exibido no local do evento.'),
    ).toBeVisible();
  },
};

/** spec 2 §8: no answer is 'Erro de conexão.'; another try is offered. */
export const NetworkError: Story = {
  args: { status: 'error', message: 'Erro de conexão.', onRetry },
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível confirmar sua presença.');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
