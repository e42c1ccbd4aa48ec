import type { MaterialItem } from '@adconsole/contract';
import { fetchMaterialDetail } from '../api';
import NextButton from '../upload/NextButton';
import UploadFlow from '../upload/UploadFlow';
import { useTaggingStep } from '../upload/useTaggingStep';
import type { UploadSession } from '../upload/useUploadSession';

/** Props of the picker's local-upload tab. */
export interface LocalUploadTabProps {
  session: UploadSession;
  /** the materials just saved (or linked instead of a duplicate), to be selected */
  onMaterials: (materials: MaterialItem[]) => void;
}

/** Reads the saved materials back: the picker holds list rows, and the detail is a list row plus more. */
async function materialsOf(ids: number[]): Promise<MaterialItem[]> {
  const answers = await Promise.all(ids.map((id) => fetchMaterialDetail(id)));
  return answers.filter((a) => a.code === 200).map((a) => a.data);
}

/** The upload flow inside the picker: what it saves is selected right away. */
export default function LocalUploadTab({ session, onMaterials }: LocalUploadTabProps) {
  const pick = (ids: number[]) => {
    void materialsOf(ids)
      .then(onMaterials)
      .catch(() => undefined);
  };
  const tagging = useTaggingStep(session, pick);
  return (
    <div data-testid="picker-upload">
      <UploadFlow session={session} onLinked={(id) => pick([id])} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <NextButton session={session} onClick={tagging.open} />
      </div>
      {tagging.dialog}
    </div>
  );
}
