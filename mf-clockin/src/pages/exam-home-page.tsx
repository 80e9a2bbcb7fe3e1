export default function ExamHomePage() {
  return <div data-testid="clockin-home">clockin</div>;
}
