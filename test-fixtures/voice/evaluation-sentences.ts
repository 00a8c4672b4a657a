/**
 * Voicemail-like sentences that are NOT in the language-model training text (voicemail-corpus.ts),
 * written by hand with other names, amounts and phrasings. Any decoder change is judged on these:
 * `TUNING_SENTENCES` to choose settings, `HELD_OUT_SENTENCES` only to measure the final result
 * (the benchmark and the accuracy test), so the reported error rate is not tuned to itself.
 */
export const TUNING_SENTENCES = [
  'good afternoon this is rachel dunn calling from dunn family bakery',
  'the business owes something like six hundred thousand to various lenders',
  'a funder sued us in new york and won a judgment in march',
  'we average sixty thousand dollars in deposits every month',
  'there are nine creditors in total and two of them sent us to collections',
  'my accountant brought up chapter eleven but we never filed',
  'what i really want is to stop the daily withdrawals and keep my crew working',
  'the county placed a lien on our building because of unpaid property taxes',
  'i am the managing member and i have run this shop for eighteen years',
  'please give me a call back on my cell at four oh seven three three one eight two two five',
  'we borrowed from four cash advance companies when sales slowed down',
  'honestly we are behind on rent and payroll and the pressure is enormous',
];

export const HELD_OUT_SENTENCES = [
  'my name is john smith i owe about two million dollars to twelve creditors',
  'hello my name is karen miller and i run a trucking company in ohio',
  'we owe roughly four hundred thousand dollars mostly to merchant cash advance lenders',
  'two of our creditors have already filed lawsuits and there is a judgment against us',
  'our gross revenue is about ninety thousand dollars a month but cash flow is tight',
  'i think we have about fifteen creditors including three collection agencies',
  'our lawyer mentioned bankruptcy but i would rather avoid it',
  'my main goal is to keep the doors open and protect my employees',
  'the state put a tax lien on our equipment last spring',
  'you can reach me at five five five two one eight nine four four zero',
  'i am the owner of a small restaurant and we have been open for twelve years',
  'after we settle this debt i want to open a second store',
];
