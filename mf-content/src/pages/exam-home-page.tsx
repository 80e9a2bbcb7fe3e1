export default function ExamHomePage() {
  return <div data-testid="content-home">content</div>;
}
