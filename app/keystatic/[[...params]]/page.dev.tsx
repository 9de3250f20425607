/** Every editor path renders the layout's editor app, which routes on the client. */
export default function KeystaticPage() {
  return null;
}
