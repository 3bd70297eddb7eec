// Global styles first, so that every component's own stylesheet comes after them in the cascade.
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app in');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
