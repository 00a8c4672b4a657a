/** Copy for the home page's three success-story cards. */

/** One success-story card on the home page. */
export interface HomeStoryCard {
  /** Matches the story's id on /success-stories. */
  id: string;
  industry: string;
  result: string;
  title: string;
  summary: string;
}

/** The home success-stories section: exactly three cards. */
export interface HomeStories {
  heading: string;
  intro: string;
  items: [HomeStoryCard, HomeStoryCard, HomeStoryCard];
  /** Link to the full /success-stories page. */
  moreLabel: string;
}

/** Home success-stories section: three cards that match stories on /success-stories. */
export const homeStories: HomeStories = {
  heading: 'Success Stories',
  intro: 'Businesses in very different industries, with one thing in common: they kept operating.',
  items: [
    {
      id: 'defense-contractor',
      industry: 'Defense contractor',
      result: '70% debt reduction',
      title: 'Stacked cash advances settled, every contract kept',
      summary:
        'Slow payments on defense purchase orders led a parts supplier into four cash advances. We settled all ' +
        'four, ended the daily debits and resolved a funder’s lawsuit.',
    },
    {
      id: 'construction-company',
      industry: 'Construction company',
      result: '65% debt reduction',
      title: 'Lawsuits and a judgment resolved after a non-paying project',
      summary:
        'Working alongside the company’s attorney, we settled two funder lawsuits and an equipment judgment, and ' +
        'got suppliers to lift their credit holds.',
    },
    {
      id: 'hvac-contractor',
      industry: 'HVAC contractor',
      result: '78% debt reduction',
      title: 'Five cash advances settled before the next busy season',
      summary:
        'A slow winter left an air-conditioning contractor with daily debits larger than its deposits. Every ' +
        'advance was settled within the year.',
    },
  ],
  moreLabel: 'View All Success Stories',
};
