/** Routes of this area: filled in as its controllers move to the contract. */
export const eventosContrato = {} as const;
