import DemoFrame from './DemoFrame';
import FormatCard from './FormatCard';
import MaterialPickerCard from './MaterialPickerCard';
import NumberFilterCard from './NumberFilterCard';
import TextFilterCard from './TextFilterCard';
import TimingCard from './TimingCard';
import ValidatorCard from './ValidatorCard';

/** /test: the input filters, the validators, the formats and the timing helpers, each with its message live. */
export default function TestPage() {
  return (
    <DemoFrame page="test" needsData={false}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
          gap: 16,
          alignItems: 'start',
        }}
      >
        <TextFilterCard />
        <NumberFilterCard />
        <ValidatorCard />
        <FormatCard />
        <TimingCard />
        <MaterialPickerCard />
      </div>
    </DemoFrame>
  );
}
