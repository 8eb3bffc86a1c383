import { CompareToggle, CompareTray } from '../components/CompareControls.tsx';

/** The car page's Compare button, with the tray it fills. */
export function CompareButton({ id, name }: { id: string; name: string }) {
  return (
    <>
      <CompareToggle car={{ id, name }} />
      <CompareTray />
    </>
  );
}
