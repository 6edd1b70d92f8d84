import type { ReactNode } from 'react';
import { FreeTrainingMessage } from '../FreeTrainingMessage';
import { MissionVisionValuesSection } from '../MissionVisionValuesSection';
import { SupportersSection } from '../SupportersSection';

export type LandingClosingProps = {
  platformName: string;
  /** The closing call to action (the login button). */
  action: ReactNode;
};

/** The landing's last sections, after its last in-page anchor: a chunk of their own. */
export function LandingClosing({ platformName, action }: LandingClosingProps) {
  return (
    <>
      <MissionVisionValuesSection platformName={platformName} />
      <SupportersSection />
      <FreeTrainingMessage platformName={platformName} action={action} />
    </>
  );
}
