// Monitor pages that need the monitors' own hooks, loaded with the monitors' chunk.
import { BloodPressureInfoScreen, usePressureMonitorId } from '@mat/features/monitors';

export function BloodPressureInfo() {
  return <BloodPressureInfoScreen monitorId={usePressureMonitorId()} />;
}
