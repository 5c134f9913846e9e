import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { gemmaVocabulary } from './scripts/viteGemmaVocabulary';

export default defineConfig({
  plugins: [react(), gemmaVocabulary({ emit: true })],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  worker: { format: 'es', plugins: () => [gemmaVocabulary({ emit: false })] },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
    reportCompressedSize: true,
  },
});
