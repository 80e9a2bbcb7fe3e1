export function GuidePage() {
  return <div>GuidePage</div>;
}
