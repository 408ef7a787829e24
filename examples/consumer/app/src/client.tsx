import { createRoot } from 'react-dom/client';
import '@mat/tokens/style.css';
import '@mat/ui/style.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
