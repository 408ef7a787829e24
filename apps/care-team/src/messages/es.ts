// Every message the console shows in Spanish: @mat/domain's (errors, validation), @mat/ui's and its own.
import domain from '@mat/domain/lang/es.json';
import ui from '@mat/ui/lang/es.json';
import app from '../../lang/es.json';

export default { ...domain, ...ui, ...app };
