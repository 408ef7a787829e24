// Every message the app shows in Spanish, from each layer's catalogue; the build
// precompiles them to their AST (vite/precompileMessages.ts), and this module is loaded only
// when the language is in use.
import domain from '@mat/domain/lang/es.json';
import features from '@mat/features/lang/es.json';
import ui from '@mat/ui/lang/es.json';
import app from '../../lang/es.json';

export default { ...domain, ...ui, ...features, ...app };
