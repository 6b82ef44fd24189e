/** Stand-ins for feature pages, so shell tests do not depend on other features' data or console output. */
export function stubPage(text: string) {
  return {
    default: function StubPage() {
      return <div data-testid="page">{text}</div>;
    },
  };
}
