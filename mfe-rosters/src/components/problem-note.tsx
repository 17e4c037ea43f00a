/**
 * One of a roster's problems beside what it concerns (a unit card, a formation): its message in
 * the rule's words, marked by a sign and by its words for those who do not see the sign.
 */
export function ProblemNote({ message }: { message: string }) {
  return (
    <p className="roster-problem">
      <span aria-hidden="true">⚠ </span>
      <span className="visually-hidden">Problem: </span>
      {message}
    </p>
  );
}
