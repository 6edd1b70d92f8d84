import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  // The a11y panel shows designers the same axe results the story tests enforce.
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The portal's own about video, poster and captions (apps/student/public/media), so the story
  // that plays it uses the very files the landing ships, served beside iframe.html; and the demo's
  // files (apps/student/public/demo, at /student/demo as the app serves them) for the content
  // viewer's players: real MP3s, videos, PDFs and SCORM packages.
  staticDirs: [
    { from: '../apps/student/public/media', to: '/media' },
    { from: '../apps/student/public/demo', to: '/student/demo' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // Pre-bundled up front so the dev server does not reload mid-session on a warm cache.
      optimizeDeps: {
        include: ['@headlessui/react', 'class-variance-authority', 'clsx', 'tailwind-merge'],
      },
    });
  },
};

export default config;
