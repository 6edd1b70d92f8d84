import type { DemoControls, parseFault as ParseFault } from '@decola/api-mocks/browser';
import { checkInHref } from '@decola/domain';
import { DemoPanel, type DemoAccount, type DemoSetting, type FaultChoice } from '@decola/ui';
import { useState } from 'react';

type DemoControlsPanelProps = {
  controls: DemoControls;
  operationIds: readonly string[];
  accounts: readonly DemoAccount[];
  password: string;
  parseFault: typeof ParseFault;
  onStateChange: () => void;
};

/** Wires the ui's DemoPanel to the demo backend's controls. */
export function DemoControlsPanel({
  controls,
  operationIds,
  accounts,
  password,
  parseFault,
  onStateChange,
}: DemoControlsPanelProps) {
  const [state, setState] = useState(() => controls.state());
  // Full addresses: a phone reading the QR code has no page to resolve a path against.
  const [checkInLinks] = useState(() =>
    controls.checkIns().map(({ label, link }) => ({
      label,
      href: new URL(checkInHref(link), window.location.origin).href,
    })),
  );

  function apply(change: () => ReturnType<DemoControls['state']>) {
    setState(change());
    onStateChange();
  }

  return (
    <DemoPanel
      state={state}
      operationIds={operationIds}
      accounts={accounts}
      password={password}
      checkInLinks={checkInLinks}
      onSettingChange={(setting: DemoSetting, on) =>
        apply(() => controls.update({ [setting]: on }))
      }
      onAddFault={(operationId, choice: FaultChoice) => {
        const fault = parseFault(choice);
        if (!fault) return;
        apply(() =>
          controls.addFault(operationId as Parameters<DemoControls['addFault']>[0], fault),
        );
      }}
      onClearFaults={() => apply(() => controls.clearFaults())}
      onExpireSession={() => apply(() => controls.expireSessions())}
      onReset={() => apply(() => controls.reset())}
    />
  );
}
