// The phone app's start: src/main.tsx imports this chunk only when isNativeShell().
import { capacitorBridge } from './capacitor';
import { installNativeShell } from './shell';

installNativeShell(capacitorBridge);
