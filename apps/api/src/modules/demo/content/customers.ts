export interface DemoCustomer {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  hasAvatar: boolean;
  /** How long ago the account was opened, so it predates its review. */
  joinedDaysAgo: number;
  review: { rating: number; comment: string; daysAgo: number };
}

export const demoCustomers: readonly DemoCustomer[] = [
  {
    name: 'Dilini Jayawardena',
    email: 'dilini.jayawardena@example.lk',
    phone: '0772458913',
    address: '24/3 Ward Place, Colombo 07',
    city: 'Colombo',
    hasAvatar: true,
    joinedDaysAgo: 120,
    review: {
      rating: 5,
      comment:
        'Had my bridal trial and wedding-day makeup here and could not have been happier. They understood the soft Kandyan look I wanted, and it stayed flawless from the poruwa ceremony to the last photo.',
      daysAgo: 4,
    },
  },
  {
    name: 'Tharindu Perera',
    email: 'tharindu.perera@example.lk',
    phone: '0714562390',
    address: '58 Galle Road, Dehiwala',
    city: 'Dehiwala-Mount Lavinia',
    hasAvatar: false,
    joinedDaysAgo: 34,
    review: {
      rating: 4,
      comment:
        'Quick, sharp haircut, and the hot towel after the beard trim is a nice touch. Only wish they opened a little earlier on weekdays.',
      daysAgo: 11,
    },
  },
  {
    name: 'Fathima Rizwan',
    email: 'fathima.rizwan@example.lk',
    phone: '0763918274',
    address: '12 Layards Road, Colombo 05',
    city: 'Colombo',
    hasAvatar: true,
    joinedDaysAgo: 75,
    review: {
      rating: 5,
      comment:
        'The keratin treatment was worth every rupee. Three weeks on my hair still dries straight and frizz-free, even after getting caught in the rain at Bambalapitiya.',
      daysAgo: 19,
    },
  },
  {
    name: 'Nimesha Fernando',
    email: 'nimesha.fernando@example.lk',
    phone: '0779341652',
    address: '41 Nawala Road, Nugegoda',
    city: 'Nugegoda',
    hasAvatar: false,
    joinedDaysAgo: 48,
    review: {
      rating: 3,
      comment:
        'The gel manicure itself was lovely and lasted over two weeks, but I waited almost 25 minutes past my booking time on a Saturday. Would come back on a weekday.',
      daysAgo: 27,
    },
  },
  {
    name: 'Kavindi Wickramasinghe',
    email: 'kavindi.wickramasinghe@example.lk',
    phone: '0701285447',
    address: '16/1 Horton Place, Colombo 07',
    city: 'Colombo',
    hasAvatar: true,
    joinedDaysAgo: 66,
    review: {
      rating: 5,
      comment:
        'Booked the Ayurvedic herbal facial after a stressful month and nearly fell asleep during the massage. My skin felt calm and bright for days, and nobody pushed extra products on me.',
      daysAgo: 41,
    },
  },
  {
    name: 'Priyanka Sivakumar',
    email: 'priyanka.sivakumar@example.lk',
    phone: '0758604129',
    address: '88 Marine Drive, Colombo 06',
    city: 'Colombo',
    hasAvatar: true,
    joinedDaysAgo: 70,
    review: {
      rating: 4,
      comment:
        "Came in for party makeup before a friend's wedding and got compliments all night. The lashes were a little heavy for my taste, but they swapped them without any fuss.",
      daysAgo: 56,
    },
  },
];
