/**
 * A subscription's fixed term (issue 38, `end_date`) in Portuguese: until when it bills, or that it ended
 * by itself when the term was over (`ended_reason: "end_date"`). The date is already a Brasília date.
 */
export function termLabel(endDate: string, endedReason?: string | null): string {
  const day = endDate.split("-").reverse().join("/");
  return endedReason === "end_date" ? `Encerrada: o prazo terminou em ${day}` : `Prazo até ${day}`;
}
