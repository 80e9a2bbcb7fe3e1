export default function ExamHomePage() {
  return <div data-testid="train-home">train</div>;
}
