// Every message the app shows in English, from each layer's catalogue; the build
// precompiles them to their AST (vite/precompileMessages.ts), and this module is loaded only
// when the language is in use.
import domain from '@mat/domain/lang/en.json';
import features from '@mat/features/lang/en.json';
import ui from '@mat/ui/lang/en.json';
import app from '../../lang/en.json';

export default { ...domain, ...ui, ...features, ...app };
