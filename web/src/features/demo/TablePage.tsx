import AdPositionList from './AdPositionList';
import DemoFrame from './DemoFrame';

/** /table: a real list over the seeded ad positions (the sign-in notice instead of data without a session). */
export default function TablePage() {
  return (
    <DemoFrame page="table">
      <AdPositionList />
    </DemoFrame>
  );
}
