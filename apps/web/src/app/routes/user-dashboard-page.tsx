/** docs/product.md#2.1: a placeholder that shows only the text UserDashboard. */
export function UserDashboardPage() {
  return <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">UserDashboard</div>;
}
