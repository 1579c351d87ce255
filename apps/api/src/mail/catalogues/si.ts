import type { Catalogue } from '../translate.ts';

/**
 * Sinhala for the customer's mails and SMS, keyed by the English text the code writes
 * (docs/architecture.md#languages). The brand "Salon" keeps its Latin letters, as on the screens.
 */
export const catalogue: Catalogue = {
  // The frame of every mail.
  'Salon · Colombo, Sri Lanka': 'Salon · කොළඹ, ශ්‍රී ලංකාව',
  'Hello {name},': 'ආයුබෝවන් {name},',

  // Account mails.
  'Use this code to verify your e-mail address. It is valid for 10 minutes.':
    'ඔබේ ඊමේල් ලිපිනය තහවුරු කිරීමට මෙම කේතය භාවිත කරන්න. එය මිනිත්තු 10ක් සඳහා වලංගු වේ.',
  'Your Salon verification code': 'ඔබේ Salon තහවුරු කිරීමේ කේතය',
  'If you did not create an account, you can ignore this e-mail.':
    'ඔබ ගිණුමක් සාදා නැත්නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හැරිය හැක.',
  'Verify your e-mail': 'ඔබේ ඊමේල් ලිපිනය තහවුරු කරන්න',
  'Someone asked to reset the password of your Salon account. The link below works once, for 30 minutes.':
    'කවුරුන් හෝ ඔබේ Salon ගිණුමේ මුරපදය යළි සැකසීමට ඉල්ලා ඇත. පහත සබැඳිය මිනිත්තු 30ක් තුළ එක් වරක් පමණක් ක්‍රියා කරයි.',
  'If it was not you, ignore this e-mail: your password stays as it is.':
    'එය ඔබ නොවේ නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හරින්න: ඔබේ මුරපදය වෙනස් නොවේ.',
  'Reset your Salon password': 'ඔබේ Salon මුරපදය යළි සකසන්න',
  'Reset your password': 'ඔබේ මුරපදය යළි සකසන්න',
  'Choose a new password': 'නව මුරපදයක් තෝරන්න',
  'Someone tried to create a new Salon account with this e-mail address, which already has one.':
    'දැනටමත් ගිණුමක් ඇති මෙම ඊමේල් ලිපිනයෙන් කවුරුන් හෝ නව Salon ගිණුමක් සෑදීමට උත්සාහ කළේය.',
  'If it was you, sign in instead; if you forgot your password, reset it from the sign-in page.':
    'එය ඔබ නම්, ඒ වෙනුවට පිවිසෙන්න; ඔබට මුරපදය අමතක වී ඇත්නම්, පිවිසුම් පිටුවෙන් එය යළි සකසන්න.',
  'If it was not you, ignore this e-mail: nothing has changed.':
    'එය ඔබ නොවේ නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හරින්න: කිසිවක් වෙනස් වී නැත.',
  'Someone tried to register with your e-mail address': 'කවුරුන් හෝ ඔබේ ඊමේල් ලිපිනයෙන් ලියාපදිංචි වීමට උත්සාහ කළේය',
  'Someone tried to register': 'කවුරුන් හෝ ලියාපදිංචි වීමට උත්සාහ කළේය',
  'Sign in': 'පිවිසෙන්න',

  // Appointment mails and their calendar file.
  'Salon appointment {reference}': 'Salon වෙන්කිරීම {reference}',
  'Services: {services}': 'සේවා: {services}',
  'Services: {services}.': 'සේවා: {services}.',
  'See your appointments': 'ඔබේ වෙන්කිරීම් බලන්න',
  'Cancel at least 24 hours ahead to have the booking fee refunded.':
    'වෙන්කිරීමේ ගාස්තුව ආපසු ලබා ගැනීමට අවම වශයෙන් පැය 24කට පෙර අවලංගු කරන්න.',
  'Manage or cancel your appointment': 'ඔබේ වෙන්කිරීම කළමනාකරණය කරන්න හෝ අවලංගු කරන්න',
  'Your booking fee is paid and your appointment {reference} for {when} (Colombo time) is pending: the salon will confirm it, and we will e-mail you when it does.':
    'ඔබේ වෙන්කිරීමේ ගාස්තුව ගෙවා ඇත; {when} (කොළඹ වේලාව) සඳහා ඔබේ වෙන්කිරීම {reference} තහවුරු කිරීම සඳහා රැඳී ඇත: සැලෝනය එය තහවුරු කරනු ඇති අතර, එසේ කළ විට අපි ඔබට ඊමේල් කරන්නෙමු.',
  'Your appointment {reference} is confirmed for {when} (Colombo time).':
    '{when} (කොළඹ වේලාව) සඳහා ඔබේ වෙන්කිරීම {reference} තහවුරු කර ඇත.',
  'Salon address: {address}': 'සැලෝනයේ ලිපිනය: {address}',
  'Salon phone: {phone}': 'සැලෝනයේ දුරකථනය: {phone}',
  'Find the salon on the map': 'සිතියමේ සැලෝනය සොයන්න',
  'Your Salon appointment on {when} awaits confirmation': '{when} ඔබේ Salon වෙන්කිරීම තහවුරු කිරීම සඳහා රැඳී ඇත',
  'Your appointment awaits confirmation': 'ඔබේ වෙන්කිරීම තහවුරු කිරීම සඳහා රැඳී ඇත',
  'Paid now': 'දැන් ගෙවා ඇත',
  'To pay at the salon': 'සැලෝනයේදී ගෙවිය යුතු',
  '(booking fee deducted)': '(වෙන්කිරීමේ ගාස්තුව අඩු කර ඇත)',
  '{fee} booking fee': 'වෙන්කිරීමේ ගාස්තුව {fee}',
  'Your Salon appointment on {when} is confirmed': '{when} ඔබේ Salon වෙන්කිරීම තහවුරු කර ඇත',
  'Your appointment is confirmed': 'ඔබේ වෙන්කිරීම තහවුරු කර ඇත',
  'The salon confirmed your appointment {reference} for {when} (Colombo time).':
    '{when} (කොළඹ වේලාව) සඳහා වූ ඔබේ වෙන්කිරීම {reference} සැලෝනය තහවුරු කළේය.',
  'Thank you for visiting Salon': 'Salon වෙත පැමිණීම ගැන ස්තූතියි',
  'Thank you for your visit': 'ඔබේ පැමිණීමට ස්තූතියි',
  'Your appointment {reference} on {when} is complete. Thank you for visiting us.':
    '{when} ඔබේ වෙන්කිරීම {reference} අවසන් විය. අප වෙත පැමිණීම ගැන ස්තූතියි.',
  'We would love to hear how it went.': 'එය කෙසේ වීදැයි දැන ගැනීමට අපි කැමැත්තෙමු.',
  'Write a review': 'සමාලෝචනයක් ලියන්න',
  // Status notices of docs/decisions/0025-status-undo.md: a no-show, and an undo that gives the booking back.
  'Your Salon appointment on {when} is booked again': '{when} දින ඔබේ Salon වෙන්කිරීම නැවත තහවුරු කර ඇත',
  'Your appointment is booked again': 'ඔබේ වෙන්කිරීම නැවත තහවුරු කර ඇත',
  'The salon took back the cancellation of your appointment {reference}: it is booked again for {when} (Colombo time). We are sorry for the confusion.':
    'සැලෝනය ඔබේ {reference} වෙන්කිරීමේ අවලංගු කිරීම ආපසු ගත්තේය: එය {when} (කොළඹ වේලාව) සඳහා නැවත වෙන් කර ඇත. ඇති වූ ව්‍යාකූලත්වය ගැන අපි කනගාටු වෙමු.',
  'Your Salon appointment on {when} is no longer marked missed':
    '{when} දින ඔබේ Salon වෙන්කිරීම තවදුරටත් මඟ හැරුණු ලෙස සලකුණු කර නැත',
  'Your visit is not marked missed': 'ඔබේ පැමිණීම මඟ හැරුණු ලෙස සලකුණු කර නැත',
  'The salon marked your appointment {reference} on {when} as missed by mistake and has corrected it.':
    'සැලෝනය {when} දින ඔබේ වෙන්කිරීම {reference} වැරදීමකින් මඟ හැරුණු ලෙස සලකුණු කළ අතර එය නිවැරදි කර ඇත.',
  'We missed you at Salon on {when}': '{when} දින අපට ඔබව Salon හි දැකගත නොහැකි විය',
  'We missed you': 'අපට ඔබව දැකගත නොහැකි විය',
  'Your appointment {reference} on {when} (Colombo time) was marked as missed.':
    '{when} (කොළඹ වේලාව) දින ඔබේ වෙන්කිරීම {reference} මඟ හැරුණු ලෙස සලකුණු කර ඇත.',
  'As the visit was missed, the {fee} booking fee is not refunded. If this is a mistake, please contact the salon.':
    'පැමිණීම මඟ හැරුණු බැවින්, වෙන්කිරීමේ ගාස්තුව {fee} ආපසු ගෙවනු නොලැබේ. මෙය වැරදීමක් නම්, කරුණාකර සැලෝනය අමතන්න.',
  'Book again': 'නැවත වෙන් කරන්න',
  'Your Salon appointment on {when} is cancelled': '{when} ඔබේ Salon වෙන්කිරීම අවලංගු කර ඇත',
  'Your appointment is cancelled': 'ඔබේ වෙන්කිරීම අවලංගු කර ඇත',
  'The salon cancelled your appointment {reference} for {when}. We are sorry for the change.':
    '{when} සඳහා වූ ඔබේ වෙන්කිරීම {reference} සැලෝනය අවලංගු කළේය. මෙම වෙනස ගැන අපි කණගාටු වෙමු.',
  'You cancelled your appointment {reference} for {when}.':
    '{when} සඳහා වූ ඔබේ වෙන්කිරීම {reference} ඔබ අවලංගු කළා.',
  'The {fee} booking fee is refunded: it reaches your card in 5-10 working days.':
    'වෙන්කිරීමේ ගාස්තුව {fee} ආපසු ගෙවනු ලැබේ: එය වැඩ කරන දින 5-10ක් තුළ ඔබේ කාඩ්පතට ලැබේ.',
  'The {fee} booking fee is not refunded, as the appointment was cancelled less than 24 hours before it starts.':
    'වෙන්කිරීම ආරම්භ වීමට පැය 24කට අඩු කාලයකට පෙර අවලංගු කළ බැවින්, වෙන්කිරීමේ ගාස්තුව {fee} ආපසු ගෙවනු නොලැබේ.',
  'Your appointment has moved: {when}': 'ඔබේ වෙන්කිරීම වෙනස් කර ඇත: {when}',
  'Your appointment has moved': 'ඔබේ වෙන්කිරීම වෙනස් කර ඇත',
  'Your appointment {reference} has moved to {when} (Colombo time). It was {previous}.':
    'ඔබේ වෙන්කිරීම {reference} {when} (කොළඹ වේලාව) වෙත මාරු කර ඇත. කලින් එය {previous} විය.',
  'The booking fee you paid stays with the appointment: there is nothing more to pay. The attached calendar file updates the event in your calendar.':
    'ඔබ ගෙවූ වෙන්කිරීමේ ගාස්තුව මෙම වෙන්කිරීමටම අදාළ වේ: තවත් ගෙවීමට කිසිවක් නැත. අමුණා ඇති දින දර්ශන ගොනුව ඔබේ දින දර්ශනයේ ඇති සිදුවීම යාවත්කාලීන කරයි.',
  'A reminder: your appointment {reference} is on {when} (Colombo time).':
    'සිහිකැඳවීමක්: ඔබේ වෙන්කිරීම {reference} ඇත්තේ {when} (කොළඹ වේලාව).',
  'The services are paid at the salon. If you cannot come, please cancel so someone else can have the time.':
    'සේවා සඳහා ගෙවීම සැලෝනයේදී සිදු කෙරේ. ඔබට පැමිණිය නොහැකි නම්, වෙනත් අයෙකුට එම වේලාව ලබා ගත හැකි වන සේ කරුණාකර අවලංගු කරන්න.',
  'Reminder: your Salon appointment on {when}': 'සිහිකැඳවීම: {when} ඔබේ Salon වෙන්කිරීම',
  'See you soon': 'ඉක්මනින් හමුවෙමු',

  // A paid hold that could not be booked: its fee is refunded (docs/decisions/0006-booking-fee-lifecycle.md).
  'We could not book your Salon appointment on {when}': '{when} ඔබේ Salon වෙන්කිරීම කිරීමට අපට නොහැකි විය',
  'Your time could not be booked': 'ඔබ තෝරාගත් වේලාව වෙන් කළ නොහැකි විය',
  'We received your booking fee ({reference}), but we could not book {when} (Colombo time): {reason}.':
    'ඔබේ වෙන්කිරීමේ ගාස්තුව ({reference}) අපට ලැබුණා, නමුත් {when} (කොළඹ වේලාව) වෙන් කිරීමට නොහැකි විය: {reason}.',
  'the time was taken by another booking while you were paying': 'ඔබ ගෙවමින් සිටියදී එම වේලාව වෙනත් වෙන්කිරීමකට ලැබුණා',
  'the salon is no longer open at that time, or the time has passed':
    'සැලෝනය තවදුරටත් එම වේලාවේ විවෘත නැත, නැතහොත් එම වේලාව ඉක්මවා ගොස් ඇත',
  'the payment arrived after your 15-minute hold on the time had ended':
    'ඔබ වෙනුවෙන් වේලාව රඳවා තැබූ මිනිත්තු 15 අවසන් වූ පසුව ගෙවීම ලැබුණා',
  'the amount paid was not the booking fee': 'ගෙවූ මුදල වෙන්කිරීමේ ගාස්තුව නොවේ',
  'the payment had already been refunded': 'ගෙවීම දැනටමත් ආපසු ගෙවා තිබුණා',
  'The {fee} booking fee was refunded to your card already.':
    'වෙන්කිරීමේ ගාස්තුව {fee} දැනටමත් ඔබේ කාඩ්පතට ආපසු ගෙවා ඇත.',
  'The {fee} booking fee is being refunded: it reaches your card in 5-10 working days.':
    'වෙන්කිරීමේ ගාස්තුව {fee} ආපසු ගෙවමින් පවතී: එය වැඩ කරන දින 5-10ක් තුළ ඔබේ කාඩ්පතට ලැබේ.',
  'Please choose another time. We are sorry for the trouble.':
    'කරුණාකර වෙනත් වේලාවක් තෝරන්න. සිදු වූ අපහසුතාව ගැන අපි කණගාටු වෙමු.',
  'Book another time': 'වෙනත් වේලාවක් වෙන් කරන්න',

  // A second payment of a paid order, refunded (docs/decisions/0017-payhere.md).
  'Your second payment for {reference} is being refunded': '{reference} සඳහා ඔබේ දෙවන ගෙවීම ආපසු ගෙවමින් පවතී',
  'You paid twice': 'ඔබ දෙවරක් ගෙවා ඇත',
  'We received a second payment of {fee} for {reference} on {when} (Colombo time). Your first payment already paid the booking fee, so the second one is not needed.':
    '{when} (කොළඹ වේලාව) {reference} සඳහා {fee} දෙවන ගෙවීමක් අපට ලැබුණා. ඔබේ පළමු ගෙවීමෙන් වෙන්කිරීමේ ගාස්තුව දැනටමත් ගෙවා ඇති බැවින්, දෙවන ගෙවීම අවශ්‍ය නොවේ.',
  'The second payment is being refunded: it reaches your card in 5-10 working days.':
    'දෙවන ගෙවීම ආපසු ගෙවමින් පවතී: එය වැඩ කරන දින 5-10ක් තුළ ඔබේ කාඩ්පතට ලැබේ.',

  // SMS: a Sinhala text message is sent as Unicode, 70 characters a part.
  '{date} at {time}': '{date}, {time}',
  'Salon: your booking {reference} is on {when}. Manage it at {manageUrl}':
    'Salon: ඔබේ වෙන්කිරීම {reference} ඇත්තේ {when}. කළමනාකරණයට: {manageUrl}',
  'Salon reminder: your appointment {reference} is on {when}. Manage it at {manageUrl}':
    'Salon සිහිකැඳවීම: ඔබේ වෙන්කිරීම {reference} ඇත්තේ {when}. කළමනාකරණයට: {manageUrl}',
  'Salon: your booking {reference} has moved to {when}. Manage it at {manageUrl}':
    'Salon: ඔබේ වෙන්කිරීම {reference} {when} වෙත මාරු කර ඇත. කළමනාකරණයට: {manageUrl}',
  'Salon: your booking {reference} on {when} is back on, sorry for the mix-up. Manage it at {manageUrl}':
    'Salon: ඔබේ වෙන්කිරීම {reference} {when} නැවත තහවුරු කර ඇත, ව්‍යාකූලත්වයට සමාවන්න. කළමනාකරණයට: {manageUrl}',
  'Salon: we cancelled your booking {reference} on {when}, sorry. The {fee} fee is refunded to your card in 5-10 working days.':
    'Salon: {when} ඔබේ වෙන්කිරීම {reference} අප අවලංගු කළා, සමාවන්න. {fee} ගාස්තුව වැඩ කරන දින 5-10ක් තුළ ඔබේ කාඩ්පතට ආපසු ගෙවේ.',
  'Salon: we cancelled your booking {reference} on {when}, sorry. The {fee} fee is not refunded: cancelled under 24 hours ahead.':
    'Salon: {when} ඔබේ වෙන්කිරීම {reference} අප අවලංගු කළා, සමාවන්න. පැය 24කට අඩු කාලයකට පෙර අවලංගු කළ බැවින් {fee} ගාස්තුව ආපසු නොගෙවේ.',
  'Salon: you cancelled your booking {reference} on {when}. The {fee} fee is refunded to your card in 5-10 working days.':
    'Salon: {when} ඔබේ වෙන්කිරීම {reference} ඔබ අවලංගු කළා. {fee} ගාස්තුව වැඩ කරන දින 5-10ක් තුළ ඔබේ කාඩ්පතට ආපසු ගෙවේ.',
  'Salon: you cancelled your booking {reference} on {when}. The {fee} fee is not refunded: cancelled under 24 hours ahead.':
    'Salon: {when} ඔබේ වෙන්කිරීම {reference} ඔබ අවලංගු කළා. පැය 24කට අඩු කාලයකට පෙර අවලංගු කළ බැවින් {fee} ගාස්තුව ආපසු නොගෙවේ.',
  'Salon: we confirmed your booking {reference} on {when}. Manage it at {manageUrl}':
    'Salon: {when} ඔබේ වෙන්කිරීම {reference} අප තහවුරු කළා. කළමනාකරණයට: {manageUrl}',
  'Salon: thank you for visiting us on {when}, booking {reference}. Tell us how it went at {manageUrl}':
    'Salon: {when} අප වෙත පැමිණීම ගැන ස්තූතියි ({reference}). ඔබේ අදහස අපට කියන්න: {manageUrl}',
  'Salon: your booking {reference} on {when} was marked missed, so the booking fee is not refunded. If wrong, contact the salon.':
    'Salon: {when} ඔබේ වෙන්කිරීම {reference} මඟ හැරුණු ලෙස සලකුණු කළ බැවින් වෙන්කිරීමේ ගාස්තුව ආපසු නොගෙවේ. මෙය වැරදි නම් සැලෝනය අමතන්න.',
  'Salon: your booking {reference} on {when} is no longer marked missed, sorry for the mix-up.':
    'Salon: {when} ඔබේ වෙන්කිරීම {reference} තවදුරටත් මඟ හැරුණු ලෙස සලකුණු කර නැත, ව්‍යාකූලත්වයට සමාවන්න.',
  'Salon: your sign-in code is {code}. It works for 10 minutes. Do not share it.':
    'Salon: ඔබේ පිවිසුම් කේතය {code}. එය මිනිත්තු 10ක් වලංගුයි. එය කිසිවෙකු සමඟ බෙදා නොගන්න.',
  'Salon: your phone confirmation code is {code}. It works for 10 minutes. Do not share it.':
    'Salon: ඔබේ දුරකථන තහවුරු කිරීමේ කේතය {code}. එය මිනිත්තු 10ක් වලංගුයි. එය කිසිවෙකුට නොකියන්න.',
  'Salon: we could not book {when} ({reference}). Your {fee} fee is refunded to your card in 5-10 working days.':
    'Salon: {when} ({reference}) වෙන් කිරීමට අපට නොහැකි විය. ඔබේ {fee} ගාස්තුව වැඩ කරන දින 5-10ක් තුළ ඔබේ කාඩ්පතට ආපසු ගෙවේ.',
  'Salon: we could not book {when} ({reference}). Your {fee} fee was refunded already.':
    'Salon: {when} ({reference}) වෙන් කිරීමට අපට නොහැකි විය. ඔබේ {fee} ගාස්තුව දැනටමත් ආපසු ගෙවා ඇත.',
  'Salon: you paid {reference} twice. The second {fee} payment is refunded to your card in 5-10 working days.':
    'Salon: ඔබ {reference} සඳහා දෙවරක් ගෙවා ඇත. දෙවන {fee} ගෙවීම වැඩ කරන දින 5-10ක් තුළ ඔබේ කාඩ්පතට ආපසු ගෙවේ.',
};
