/** The query key of a control's reverse chain and evidence (`GET /api/controls/:id/chain`). */
export const chainKey = (controlId: string) => ['controls', 'chain', controlId] as const;
