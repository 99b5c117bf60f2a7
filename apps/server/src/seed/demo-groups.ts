import type { PrivacyType } from '@neighbourly/shared';
import type { Palette } from './covers.ts';

export interface DemoGroup {
  id: string;
  name: string;
  type: PrivacyType;
  tags: string[];
  description: string;
  owner: { login: string; name: string };
  palette: Palette;
  /** Its home neighbourhood or municipality, a slug of the shipped places (issue #28). */
  homePlace: string | null;
}

const forest: Palette = {
  sky: ['#bfe3dd', '#f6e7c8'],
  sun: '#f7b955',
  hills: ['#5d9c88', '#2f7563', '#1d4f43'],
};
const ocean: Palette = {
  sky: ['#a9d2f0', '#e6f2f7'],
  sun: '#ffd27a',
  hills: ['#6aa7c9', '#3d7fa6', '#22587a'],
};
const dusk: Palette = {
  sky: ['#f5b2a0', '#fbe3c4'],
  sun: '#fff1c9',
  hills: ['#b0697a', '#7d4662', '#4b2d4a'],
};
const meadow: Palette = {
  sky: ['#d9efc2', '#fdf6da'],
  sun: '#ffb547',
  hills: ['#9cc46b', '#6b9c45', '#3f6e2b'],
};
const night: Palette = {
  sky: ['#2b3a67', '#5d6d9e'],
  sun: '#f3eac2',
  hills: ['#46507d', '#2f3760', '#1b2142'],
};
const autumn: Palette = {
  sky: ['#f8d7a8', '#fdf1dc'],
  sun: '#e8743b',
  hills: ['#d0904f', '#a8613a', '#6e3b26'],
};

/** A dozen groups a Vancouver neighbour might find: neighbourhoods and hobbies, public and private. */
export const DEMO_GROUPS: DemoGroup[] = [
  {
    id: 'kits_beach_runners',
    homePlace: 'kitsilano',
    name: 'Kits Beach Runners',
    type: 'PUBLIC',
    tags: ['running', 'kitsilano', 'outdoors'],
    description:
      'Easy-paced 5 and 10 km runs along the seawall from Kits Beach.\nWe meet Saturdays at 8:00 by the pool and finish with coffee on 4th Avenue.\n\nAll paces welcome. #running #kitsilano',
    owner: { login: 'maya_runs', name: 'Maya Chen' },
    palette: ocean,
  },
  {
    id: 'mount_pleasant_board_games',
    homePlace: 'mount-pleasant',
    name: 'Mount Pleasant Board Games',
    type: 'PUBLIC',
    tags: ['boardgames', 'mountpleasant', 'social'],
    description:
      'Weekly board game nights at a café on Main Street: Catan, Wingspan, Codenames and whatever you bring.\nNew players get a patient teacher. #boardgames',
    owner: { login: 'dev_plays', name: 'Dev Sharma' },
    palette: dusk,
  },
  {
    id: 'strathcona_gardeners',
    homePlace: 'strathcona',
    name: 'Strathcona Community Gardeners',
    type: 'PUBLIC',
    tags: ['gardening', 'strathcona', 'volunteering'],
    description:
      'We tend shared plots, swap seeds and cuttings, and run a composting workshop each spring.\nNo garden of your own needed. #gardening #volunteering',
    owner: { login: 'rosa_grows', name: 'Rosa Martínez' },
    palette: meadow,
  },
  {
    id: 'north_shore_hikers',
    homePlace: 'north-vancouver-district',
    name: 'North Shore Hikers',
    type: 'PUBLIC',
    tags: ['hiking', 'northshore', 'outdoors'],
    description:
      'Day hikes on the North Shore mountains: Quarry Rock, Lynn Loop, the Grouse Grind and, in summer, the Howe Sound Crest.\nCarpools leave from Waterfront Station. #hiking',
    owner: { login: 'liam_trails', name: 'Liam O’Connor' },
    palette: forest,
  },
  {
    id: 'commercial_drive_readers',
    homePlace: 'commercial-drive',
    name: 'Commercial Drive Book Club',
    type: 'PRIVATE',
    tags: ['books', 'commercialdrive'],
    description:
      'One novel a month, discussed over dinner on the Drive. We keep the circle small (12 seats) so everyone gets a word in.\nAsk to join and tell us your favourite book. #books',
    owner: { login: 'amara_reads', name: 'Amara Okafor' },
    palette: autumn,
  },
  {
    id: 'east_van_photowalks',
    homePlace: 'grandview-woodland',
    name: 'East Van Photo Walks',
    type: 'PUBLIC',
    tags: ['photography', 'eastvan', 'walking'],
    description:
      'Golden-hour walks with cameras and phones: murals, alleys, Trout Lake herons.\nBeginners welcome; we share tips and edit together afterwards. #photography',
    owner: { login: 'kenji_shoots', name: 'Kenji Watanabe' },
    palette: dusk,
  },
  {
    id: 'west_end_parents',
    homePlace: 'west-end',
    name: 'West End Parents & Toddlers',
    type: 'PRIVATE',
    tags: ['parents', 'westend', 'family'],
    description:
      'Playground meet-ups at Nelson Park and rainy-day play dates at the community centre.\nA private group for parents and caregivers living in the West End. #family',
    owner: { login: 'sofia_parent', name: 'Sofia Rossi' },
    palette: meadow,
  },
  {
    id: 'false_creek_paddlers',
    homePlace: 'fairview',
    name: 'False Creek Paddlers',
    type: 'PUBLIC',
    tags: ['kayaking', 'falsecreek', 'outdoors'],
    description:
      'Kayak and paddleboard evenings from Granville Island, May to September.\nRentals nearby; we buddy up newcomers with experienced paddlers. #kayaking',
    owner: { login: 'noah_paddles', name: 'Noah Tremblay' },
    palette: ocean,
  },
  {
    id: 'chinatown_food_walks',
    homePlace: 'strathcona',
    name: 'Chinatown Food Walks',
    type: 'PUBLIC',
    tags: ['food', 'chinatown', 'walking'],
    description:
      'Dim sum mornings, bakery crawls and night-market trips in and around Chinatown.\nWe split the bill and the dumplings. #food',
    owner: { login: 'wei_eats', name: 'Wei Zhang' },
    palette: autumn,
  },
  {
    id: 'vancouver_jam_sessions',
    homePlace: 'grandview-woodland',
    name: 'Vancouver Jam Sessions',
    type: 'PUBLIC',
    tags: ['music', 'jam', 'social'],
    description:
      'Open acoustic jams for guitars, fiddles, ukuleles and voices. Folk, blues and a bit of everything.\nBring an instrument or just come and sing. #music',
    owner: { login: 'olivia_strums', name: 'Olivia Brown' },
    palette: night,
  },
  {
    id: 'riley_park_dog_walkers',
    homePlace: 'riley-park',
    name: 'Riley Park Dog Walkers',
    type: 'PUBLIC',
    tags: ['dogs', 'rileypark', 'walking'],
    description:
      'Morning loops around Queen Elizabeth Park with our four-legged neighbours.\nLeashes on until the off-leash area. #dogs',
    owner: { login: 'sam_walks', name: 'Sam Patel' },
    palette: forest,
  },
  {
    id: 'grandview_coders',
    homePlace: 'grandview-woodland',
    name: 'Grandview Code & Coffee',
    type: 'PRIVATE',
    tags: ['coding', 'tech', 'grandview'],
    description:
      'Side projects, pair programming and friendly code reviews on Sunday mornings.\nA small private group: tell us what you are building when you ask to join. #coding',
    owner: { login: 'ari_codes', name: 'Ari Levi' },
    palette: night,
  },
];
