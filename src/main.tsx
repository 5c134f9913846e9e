import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { startPersistingConfig } from './ui/store/persistConfig';
import './ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Promptscope: #root element missing from index.html');
startPersistingConfig();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
