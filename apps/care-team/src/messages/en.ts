// Every message the console shows in English: @mat/domain's (errors, validation), @mat/ui's and its own.
import domain from '@mat/domain/lang/en.json';
import ui from '@mat/ui/lang/en.json';
import app from '../../lang/en.json';

export default { ...domain, ...ui, ...app };
