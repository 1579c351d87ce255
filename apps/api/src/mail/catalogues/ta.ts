import type { Catalogue } from '../translate.ts';

/**
 * Tamil for the customer's mails and SMS, keyed by the English text the code writes
 * (docs/architecture.md#languages). The brand "Salon" keeps its Latin letters, as on the screens.
 */
export const catalogue: Catalogue = {
  // The frame of every mail.
  'Salon · Colombo, Sri Lanka': 'Salon · கொழும்பு, இலங்கை',
  'Hello {name},': 'வணக்கம் {name},',

  // Account mails.
  'Use this code to verify your e-mail address. It is valid for 10 minutes.':
    'உங்கள் மின்னஞ்சல் முகவரியைச் சரிபார்க்க இந்தக் குறியீட்டைப் பயன்படுத்துங்கள். இது 10 நிமிடங்களுக்குச் செல்லுபடியாகும்.',
  'Your Salon verification code': 'உங்கள் Salon சரிபார்ப்புக் குறியீடு',
  'If you did not create an account, you can ignore this e-mail.':
    'நீங்கள் கணக்கு எதையும் உருவாக்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
  'Verify your e-mail': 'உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்',
  'Someone asked to reset the password of your Salon account. The link below works once, for 30 minutes.':
    'உங்கள் Salon கணக்கின் கடவுச்சொல்லை மீட்டமைக்க யாரோ கோரியுள்ளனர். கீழே உள்ள இணைப்பு 30 நிமிடங்களுக்குள் ஒரு முறை மட்டுமே செயல்படும்.',
  'If it was not you, ignore this e-mail: your password stays as it is.':
    'இது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கடவுச்சொல் மாறாது.',
  'Reset your Salon password': 'உங்கள் Salon கடவுச்சொல்லை மீட்டமைக்கவும்',
  'Reset your password': 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்',
  'Choose a new password': 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்',
  'Someone tried to create a new Salon account with this e-mail address, which already has one.':
    'ஏற்கனவே கணக்கு உள்ள இந்த மின்னஞ்சல் முகவரியைக் கொண்டு யாரோ புதிய Salon கணக்கை உருவாக்க முயன்றனர்.',
  'If it was you, sign in instead; if you forgot your password, reset it from the sign-in page.':
    'அது நீங்கள் என்றால், அதற்குப் பதிலாக உள்நுழையுங்கள்; கடவுச்சொல்லை மறந்துவிட்டால், உள்நுழைவுப் பக்கத்தில் அதை மீட்டமைக்கவும்.',
  'If it was not you, ignore this e-mail: nothing has changed.':
    'இது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: எதுவும் மாறவில்லை.',
  'Someone tried to register with your e-mail address': 'உங்கள் மின்னஞ்சல் முகவரியைக் கொண்டு யாரோ பதிவுசெய்ய முயன்றனர்',
  'Someone tried to register': 'யாரோ பதிவுசெய்ய முயன்றனர்',
  'Sign in': 'உள்நுழைவு',

  // Appointment mails and their calendar file.
  'Salon appointment {reference}': 'Salon சந்திப்பு {reference}',
  'Services: {services}': 'சேவைகள்: {services}',
  'Services: {services}.': 'சேவைகள்: {services}.',
  'See your appointments': 'உங்கள் சந்திப்புகளைப் பாருங்கள்',
  'Cancel at least 24 hours ahead to have the booking fee refunded.':
    'முன்பதிவுக் கட்டணத்தைத் திரும்பப் பெற, குறைந்தது 24 மணி நேரத்திற்கு முன்பே ரத்துசெய்யுங்கள்.',
  'Manage or cancel your appointment': 'உங்கள் சந்திப்பை நிர்வகிக்கவும் அல்லது ரத்துசெய்யவும்',
  'Your booking fee is paid and your appointment {reference} for {when} (Colombo time) is pending: the salon will confirm it, and we will e-mail you when it does.':
    'உங்கள் முன்பதிவுக் கட்டணம் செலுத்தப்பட்டது; {when} (கொழும்பு நேரம்) அன்றைய உங்கள் சந்திப்பு {reference} உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது: சலூன் அதை உறுதிசெய்யும், அப்போது உங்களுக்கு மின்னஞ்சல் அனுப்புவோம்.',
  'Your appointment {reference} is confirmed for {when} (Colombo time).':
    '{when} (கொழும்பு நேரம்) அன்றைய உங்கள் சந்திப்பு {reference} உறுதிசெய்யப்பட்டுள்ளது.',
  'Salon address: {address}': 'சலூன் முகவரி: {address}',
  'Salon phone: {phone}': 'சலூன் தொலைபேசி: {phone}',
  'Find the salon on the map': 'வரைபடத்தில் சலூனைக் கண்டறியுங்கள்',
  'Your Salon appointment on {when} awaits confirmation':
    '{when} அன்று உங்கள் Salon சந்திப்பு உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது',
  'Your appointment awaits confirmation': 'உங்கள் சந்திப்பு உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது',
  'Paid now': 'இப்போது செலுத்தப்பட்டது',
  'To pay at the salon': 'சலூனில் செலுத்த வேண்டியது',
  '(booking fee deducted)': '(முன்பதிவுக் கட்டணம் கழிக்கப்பட்டது)',
  '{fee} booking fee': 'முன்பதிவுக் கட்டணம் {fee}',
  'Your Salon appointment on {when} is confirmed': '{when} அன்று உங்கள் Salon சந்திப்பு உறுதிசெய்யப்பட்டது',
  'Your appointment is confirmed': 'உங்கள் சந்திப்பு உறுதிசெய்யப்பட்டது',
  'The salon confirmed your appointment {reference} for {when} (Colombo time).':
    '{when} (கொழும்பு நேரம்) அன்றைய உங்கள் சந்திப்பு {reference}-ஐ சலூன் உறுதிசெய்தது.',
  'Thank you for visiting Salon': 'Salon-க்கு வருகை தந்தமைக்கு நன்றி',
  'Thank you for your visit': 'உங்கள் வருகைக்கு நன்றி',
  'Your appointment {reference} on {when} is complete. Thank you for visiting us.':
    '{when} அன்றைய உங்கள் சந்திப்பு {reference} நிறைவடைந்தது. எங்களிடம் வருகை தந்தமைக்கு நன்றி.',
  'We would love to hear how it went.': 'அது எப்படி இருந்தது என்பதை அறிய விரும்புகிறோம்.',
  'Write a review': 'மதிப்புரை எழுதுங்கள்',
  // Status notices of docs/decisions/0025-status-undo.md: a no-show, and an undo that gives the booking back.
  'Your Salon appointment on {when} is booked again': '{when} அன்று உங்கள் Salon சந்திப்பு மீண்டும் பதிவு செய்யப்பட்டது',
  'Your appointment is booked again': 'உங்கள் சந்திப்பு மீண்டும் பதிவு செய்யப்பட்டது',
  'The salon took back the cancellation of your appointment {reference}: it is booked again for {when} (Colombo time). We are sorry for the confusion.':
    'உங்கள் சந்திப்பு {reference} இன் ரத்தை சலூன் திரும்பப் பெற்றது: அது {when} (கொழும்பு நேரம்) க்கு மீண்டும் பதிவு செய்யப்பட்டது. ஏற்பட்ட குழப்பத்திற்கு வருந்துகிறோம்.',
  'Your Salon appointment on {when} is no longer marked missed':
    '{when} அன்று உங்கள் Salon சந்திப்பு இனி தவறவிட்டதாகக் குறிக்கப்படவில்லை',
  'Your visit is not marked missed': 'உங்கள் வருகை தவறவிட்டதாகக் குறிக்கப்படவில்லை',
  'The salon marked your appointment {reference} on {when} as missed by mistake and has corrected it.':
    '{when} அன்று உங்கள் சந்திப்பு {reference} ஐ சலூன் தவறுதலாகத் தவறவிட்டதாகக் குறித்தது; அது திருத்தப்பட்டுள்ளது.',
  'We missed you at Salon on {when}': '{when} அன்று Salon-இல் உங்களைக் காணவில்லை',
  'We missed you': 'உங்களைக் காணவில்லை',
  'Your appointment {reference} on {when} (Colombo time) was marked as missed.':
    '{when} (கொழும்பு நேரம்) அன்று உங்கள் சந்திப்பு {reference} தவறவிட்டதாகக் குறிக்கப்பட்டது.',
  'As the visit was missed, the {fee} booking fee is not refunded. If this is a mistake, please contact the salon.':
    'வருகை தவறவிடப்பட்டதால் {fee} முன்பதிவுக் கட்டணம் திருப்பித் தரப்படாது. இது தவறு என்றால், சலூனைத் தொடர்பு கொள்ளவும்.',
  'Book again': 'மீண்டும் பதிவு செய்யுங்கள்',
  'Your Salon appointment on {when} is cancelled': '{when} அன்று உங்கள் Salon சந்திப்பு ரத்துசெய்யப்பட்டது',
  'Your appointment is cancelled': 'உங்கள் சந்திப்பு ரத்துசெய்யப்பட்டது',
  'The salon cancelled your appointment {reference} for {when}. We are sorry for the change.':
    '{when} அன்றைய உங்கள் சந்திப்பு {reference}-ஐ சலூன் ரத்துசெய்தது. இந்த மாற்றத்திற்கு வருந்துகிறோம்.',
  'You cancelled your appointment {reference} for {when}.':
    '{when} அன்றைய உங்கள் சந்திப்பு {reference}-ஐ நீங்கள் ரத்துசெய்தீர்கள்.',
  'The {fee} booking fee is refunded: it reaches your card in 5-10 working days.':
    'முன்பதிவுக் கட்டணம் {fee} திருப்பிச் செலுத்தப்படுகிறது: அது 5-10 வேலை நாட்களில் உங்கள் அட்டையை வந்தடையும்.',
  'The {fee} booking fee is not refunded, as the appointment was cancelled less than 24 hours before it starts.':
    'சந்திப்பு தொடங்குவதற்கு 24 மணி நேரத்திற்குள் ரத்துசெய்யப்பட்டதால், முன்பதிவுக் கட்டணம் {fee} திருப்பிச் செலுத்தப்படாது.',
  'Your appointment has moved: {when}': 'உங்கள் சந்திப்பு மாற்றப்பட்டது: {when}',
  'Your appointment has moved': 'உங்கள் சந்திப்பு மாற்றப்பட்டது',
  'Your appointment {reference} has moved to {when} (Colombo time). It was {previous}.':
    'உங்கள் சந்திப்பு {reference} {when} (கொழும்பு நேரம்) நேரத்திற்கு மாற்றப்பட்டது. முன்பு அது {previous} அன்று இருந்தது.',
  'The booking fee you paid stays with the appointment: there is nothing more to pay. The attached calendar file updates the event in your calendar.':
    'நீங்கள் செலுத்திய முன்பதிவுக் கட்டணம் இந்தச் சந்திப்புக்கே உரியது: மேலும் செலுத்த எதுவும் இல்லை. இணைக்கப்பட்ட நாட்காட்டிக் கோப்பு உங்கள் நாட்காட்டியில் உள்ள நிகழ்வைப் புதுப்பிக்கும்.',
  'A reminder: your appointment {reference} is on {when} (Colombo time).':
    'நினைவூட்டல்: உங்கள் சந்திப்பு {reference} {when} (கொழும்பு நேரம்) அன்று உள்ளது.',
  'The services are paid at the salon. If you cannot come, please cancel so someone else can have the time.':
    'சேவைகளுக்கான கட்டணம் சலூனில் செலுத்தப்படும். உங்களால் வர முடியாவிட்டால், வேறொருவர் அந்த நேரத்தைப் பெறும்படி தயவுசெய்து ரத்துசெய்யுங்கள்.',
  'Reminder: your Salon appointment on {when}': 'நினைவூட்டல்: {when} அன்று உங்கள் Salon சந்திப்பு',
  'See you soon': 'விரைவில் சந்திப்போம்',

  // A paid hold that could not be booked: its fee is refunded (docs/decisions/0006-booking-fee-lifecycle.md).
  'We could not book your Salon appointment on {when}':
    '{when} அன்று உங்கள் Salon சந்திப்பை முன்பதிவு செய்ய முடியவில்லை',
  'Your time could not be booked': 'நீங்கள் தேர்ந்தெடுத்த நேரத்தை முன்பதிவு செய்ய முடியவில்லை',
  'We received your booking fee ({reference}), but we could not book {when} (Colombo time): {reason}.':
    'உங்கள் முன்பதிவுக் கட்டணம் ({reference}) எங்களுக்குக் கிடைத்தது, ஆனால் {when} (கொழும்பு நேரம்) நேரத்தை முன்பதிவு செய்ய முடியவில்லை: {reason}.',
  'the time was taken by another booking while you were paying':
    'நீங்கள் பணம் செலுத்திக்கொண்டிருந்தபோது அந்த நேரம் வேறொரு முன்பதிவுக்குச் சென்றுவிட்டது',
  'the salon is no longer open at that time, or the time has passed':
    'அந்த நேரத்தில் சலூன் இனி திறந்திருக்காது, அல்லது அந்த நேரம் கடந்துவிட்டது',
  'the payment arrived after your 15-minute hold on the time had ended':
    'உங்களுக்காக நேரம் வைத்திருந்த 15 நிமிடங்கள் முடிந்த பிறகு கட்டணம் வந்தது',
  'the amount paid was not the booking fee': 'செலுத்திய தொகை முன்பதிவுக் கட்டணம் அல்ல',
  'the payment had already been refunded': 'கட்டணம் ஏற்கனவே திருப்பிச் செலுத்தப்பட்டிருந்தது',
  'The {fee} booking fee was refunded to your card already.':
    'முன்பதிவுக் கட்டணம் {fee} ஏற்கனவே உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தப்பட்டது.',
  'The {fee} booking fee is being refunded: it reaches your card in 5-10 working days.':
    'முன்பதிவுக் கட்டணம் {fee} திருப்பிச் செலுத்தப்பட்டு வருகிறது: அது 5-10 வேலை நாட்களில் உங்கள் அட்டையை வந்தடையும்.',
  'Please choose another time. We are sorry for the trouble.':
    'தயவுசெய்து வேறொரு நேரத்தைத் தேர்ந்தெடுங்கள். ஏற்பட்ட சிரமத்திற்கு வருந்துகிறோம்.',
  'Book another time': 'வேறொரு நேரத்தை முன்பதிவு செய்யுங்கள்',

  // A second payment of a paid order, refunded (docs/decisions/0017-payhere.md).
  'Your second payment for {reference} is being refunded':
    '{reference}-க்கான உங்கள் இரண்டாவது கட்டணம் திருப்பிச் செலுத்தப்பட்டு வருகிறது',
  'You paid twice': 'நீங்கள் இரண்டு முறை செலுத்தினீர்கள்',
  'We received a second payment of {fee} for {reference} on {when} (Colombo time). Your first payment already paid the booking fee, so the second one is not needed.':
    '{when} (கொழும்பு நேரம்) அன்றைய {reference}-க்கு {fee} இரண்டாவது கட்டணம் எங்களுக்குக் கிடைத்தது. உங்கள் முதல் கட்டணமே முன்பதிவுக் கட்டணத்தைச் செலுத்திவிட்டதால், இரண்டாவது தேவையில்லை.',
  'The second payment is being refunded: it reaches your card in 5-10 working days.':
    'இரண்டாவது கட்டணம் திருப்பிச் செலுத்தப்பட்டு வருகிறது: அது 5-10 வேலை நாட்களில் உங்கள் அட்டையை வந்தடையும்.',

  // SMS: a Tamil text message is sent as Unicode, 70 characters a part.
  '{date} at {time}': '{date}, {time}',
  'Salon: your booking {reference} is on {when}. Manage it at {manageUrl}':
    'Salon: உங்கள் முன்பதிவு {reference} {when} அன்று. நிர்வகிக்க: {manageUrl}',
  'Salon reminder: your appointment {reference} is on {when}. Manage it at {manageUrl}':
    'Salon நினைவூட்டல்: உங்கள் சந்திப்பு {reference} {when} அன்று. நிர்வகிக்க: {manageUrl}',
  'Salon: your booking {reference} has moved to {when}. Manage it at {manageUrl}':
    'Salon: உங்கள் முன்பதிவு {reference} {when} நேரத்திற்கு மாற்றப்பட்டது. நிர்வகிக்க: {manageUrl}',
  'Salon: your booking {reference} on {when} is back on, sorry for the mix-up. Manage it at {manageUrl}':
    'Salon: உங்கள் முன்பதிவு {reference} {when} மீண்டும் உறுதியானது, குழப்பத்திற்கு மன்னிக்கவும். நிர்வகிக்க: {manageUrl}',
  'Salon: we cancelled your booking {reference} on {when}, sorry. The {fee} fee is refunded to your card in 5-10 working days.':
    'Salon: {when} அன்றைய உங்கள் முன்பதிவு {reference}-ஐ ரத்துசெய்தோம், மன்னிக்கவும். {fee} கட்டணம் 5-10 வேலை நாட்களில் உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தப்படும்.',
  'Salon: we cancelled your booking {reference} on {when}, sorry. The {fee} fee is not refunded: cancelled under 24 hours ahead.':
    'Salon: {when} அன்றைய உங்கள் முன்பதிவு {reference}-ஐ ரத்துசெய்தோம், மன்னிக்கவும். 24 மணி நேரத்திற்குள் ரத்துசெய்யப்பட்டதால் {fee} கட்டணம் திருப்பிச் செலுத்தப்படாது.',
  'Salon: you cancelled your booking {reference} on {when}. The {fee} fee is refunded to your card in 5-10 working days.':
    'Salon: {when} அன்றைய உங்கள் முன்பதிவு {reference}-ஐ நீங்கள் ரத்துசெய்தீர்கள். {fee} கட்டணம் 5-10 வேலை நாட்களில் உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தப்படும்.',
  'Salon: you cancelled your booking {reference} on {when}. The {fee} fee is not refunded: cancelled under 24 hours ahead.':
    'Salon: {when} அன்றைய உங்கள் முன்பதிவு {reference}-ஐ நீங்கள் ரத்துசெய்தீர்கள். 24 மணி நேரத்திற்குள் ரத்துசெய்யப்பட்டதால் {fee} கட்டணம் திருப்பிச் செலுத்தப்படாது.',
  'Salon: we confirmed your booking {reference} on {when}. Manage it at {manageUrl}':
    'Salon: {when} அன்றைய உங்கள் முன்பதிவு {reference}-ஐ உறுதிசெய்தோம். நிர்வகிக்க: {manageUrl}',
  'Salon: thank you for visiting us on {when}, booking {reference}. Tell us how it went at {manageUrl}':
    'Salon: {when} அன்று எங்களிடம் வருகை தந்தமைக்கு நன்றி ({reference}). உங்கள் கருத்தைச் சொல்லுங்கள்: {manageUrl}',
  'Salon: your booking {reference} on {when} was marked missed, so the booking fee is not refunded. If wrong, contact the salon.':
    'Salon: {when} அன்றைய உங்கள் முன்பதிவு {reference} தவறவிட்டதாகக் குறிக்கப்பட்டதால் முன்பதிவுக் கட்டணம் திருப்பித் தரப்படாது. இது தவறு என்றால், சலூனைத் தொடர்பு கொள்ளவும்.',
  'Salon: your booking {reference} on {when} is no longer marked missed, sorry for the mix-up.':
    'Salon: {when} அன்றைய உங்கள் முன்பதிவு {reference} இனி தவறவிட்டதாகக் குறிக்கப்படவில்லை, குழப்பத்திற்கு மன்னிக்கவும்.',
  'Salon: your sign-in code is {code}. It works for 10 minutes. Do not share it.':
    'Salon: உங்கள் உள்நுழைவுக் குறியீடு {code}. இது 10 நிமிடங்கள் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.',
  'Salon: your phone confirmation code is {code}. It works for 10 minutes. Do not share it.':
    'Salon: உங்கள் தொலைபேசி உறுதிப்படுத்தல் குறியீடு {code}. இது 10 நிமிடங்கள் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.',
  'Salon: we could not book {when} ({reference}). Your {fee} fee is refunded to your card in 5-10 working days.':
    'Salon: {when} ({reference}) நேரத்தை முன்பதிவு செய்ய முடியவில்லை. உங்கள் {fee} கட்டணம் 5-10 வேலை நாட்களில் உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தப்படும்.',
  'Salon: we could not book {when} ({reference}). Your {fee} fee was refunded already.':
    'Salon: {when} ({reference}) நேரத்தை முன்பதிவு செய்ய முடியவில்லை. உங்கள் {fee} கட்டணம் ஏற்கனவே திருப்பிச் செலுத்தப்பட்டது.',
  'Salon: you paid {reference} twice. The second {fee} payment is refunded to your card in 5-10 working days.':
    'Salon: {reference}-க்கு நீங்கள் இரண்டு முறை செலுத்தினீர்கள். இரண்டாவது {fee} கட்டணம் 5-10 வேலை நாட்களில் உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தப்படும்.',
};
