export default function ExamHomePage() {
  return <div data-testid="user-home">user</div>;
}
