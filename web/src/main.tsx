import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { warnAboutMissingRecipes } from './app/recipeWarnings.ts';

if (import.meta.env.DEV) warnAboutMissingRecipes();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
