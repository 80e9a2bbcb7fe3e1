export default function ExamHomePage() {
  return <div data-testid="exam-home">Question bank</div>;
}
