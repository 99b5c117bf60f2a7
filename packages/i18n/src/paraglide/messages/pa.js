/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Common_Binding_EnglishInputs */
/** @typedef {{}} Common_LanguageInputs */
/** @typedef {{}} Common_Language_Account_HintInputs */
/** @typedef {{}} Common_Language_MenuInputs */
/** @typedef {{}} Common_Language_Not_SavedInputs */
/** @typedef {{ language: NonNullable<unknown> }} Common_Language_SavedInputs */
/** @typedef {{}} Validation_Addresssearch1Inputs */
/** @typedef {{}} Validation_AgreementInputs */
/** @typedef {{}} Validation_Alreadyaseries2Inputs */
/** @typedef {{}} Validation_Badlink1Inputs */
/** @typedef {{}} Validation_Banreason1Inputs */
/** @typedef {{}} Validation_CaptchaInputs */
/** @typedef {{}} Validation_Captchaunfinished1Inputs */
/** @typedef {{}} Validation_Chatmessage1Inputs */
/** @typedef {{}} Validation_CommentInputs */
/** @typedef {{}} Validation_Confirmationemailstoomany3Inputs */
/** @typedef {{}} Validation_Controlcharacters1Inputs */
/** @typedef {{}} Validation_Coverscope1Inputs */
/** @typedef {{}} Validation_Currentpasswordwrong2Inputs */
/** @typedef {{}} Validation_Displayname1Inputs */
/** @typedef {{}} Validation_EmailInputs */
/** @typedef {{}} Validation_Emailchangestoomany3Inputs */
/** @typedef {{}} Validation_Eventdates1Inputs */
/** @typedef {{}} Validation_Eventdescription1Inputs */
/** @typedef {{}} Validation_Eventlocation1Inputs */
/** @typedef {{}} Validation_Eventtitle1Inputs */
/** @typedef {{}} Validation_Eventtoofarahead3Inputs */
/** @typedef {{}} Validation_Eventtoolong2Inputs */
/** @typedef {{}} Validation_Eventsperday2Inputs */
/** @typedef {{}} Validation_FormatInputs */
/** @typedef {{}} Validation_Groupdescription1Inputs */
/** @typedef {{}} Validation_Groupid1Inputs */
/** @typedef {{}} Validation_Groupidtaken2Inputs */
/** @typedef {{}} Validation_Groupname1Inputs */
/** @typedef {{}} Validation_Groupupcomingevents2Inputs */
/** @typedef {{}} Validation_Imagesize1Inputs */
/** @typedef {{}} Validation_Imagetoolarge2Inputs */
/** @typedef {{}} Validation_Imagetype1Inputs */
/** @typedef {{}} Validation_Importurl1Inputs */
/** @typedef {{}} Validation_LatitudeInputs */
/** @typedef {{}} Validation_Linkexpired1Inputs */
/** @typedef {{}} Validation_Locationpart1Inputs */
/** @typedef {{}} Validation_LoginInputs */
/** @typedef {{}} Validation_Logintaken1Inputs */
/** @typedef {{}} Validation_LongitudeInputs */
/** @typedef {{}} Validation_Meetingurl1Inputs */
/** @typedef {{}} Validation_Messagingnotallowed2Inputs */
/** @typedef {{}} Validation_Messagingself1Inputs */
/** @typedef {{}} Validation_Messagingtoofast2Inputs */
/** @typedef {{}} Validation_Messagingyoublocked2Inputs */
/** @typedef {{}} Validation_Moderationreason1Inputs */
/** @typedef {{}} Validation_NearInputs */
/** @typedef {{}} Validation_Nearorplace2Inputs */
/** @typedef {{}} Validation_Newaccountstrangermessages3Inputs */
/** @typedef {{}} Validation_Notaseries2Inputs */
/** @typedef {{}} Validation_Participantslimit1Inputs */
/** @typedef {{}} Validation_PasswordInputs */
/** @typedef {{}} Validation_Passwordsdontmatch2Inputs */
/** @typedef {{}} Validation_Pinboth1Inputs */
/** @typedef {{}} Validation_Reportagain1Inputs */
/** @typedef {{}} Validation_Reportdetails1Inputs */
/** @typedef {{}} Validation_Reportreason1Inputs */
/** @typedef {{}} Validation_Reportself1Inputs */
/** @typedef {{}} Validation_Reportstoomany2Inputs */
/** @typedef {{}} Validation_RequiredInputs */
/** @typedef {{}} Validation_Searchrange1Inputs */
/** @typedef {{}} Validation_Searchtext1Inputs */
/** @typedef {{}} Validation_Searchwhen1Inputs */
/** @typedef {{}} Validation_Seriescount1Inputs */
/** @typedef {{}} Validation_Seriesend1Inputs */
/** @typedef {{}} Validation_Seriesmorecount2Inputs */
/** @typedef {{}} Validation_Seriesmoreend2Inputs */
/** @typedef {{}} Validation_Seriesmoreuntil2Inputs */
/** @typedef {{}} Validation_Seriesuntil1Inputs */
/** @typedef {{}} Validation_Suspenduntil1Inputs */
/** @typedef {{}} Validation_Suspenduntilonlysuspend3Inputs */
/** @typedef {{}} Validation_TagInputs */
/** @typedef {{}} Validation_TagsInputs */
/** @typedef {{}} Validation_Tagsrepeated1Inputs */
/** @typedef {{}} Validation_Unknownplace1Inputs */
/** @typedef {{}} Validation_Withinkm1Inputs */
/** @typedef {{}} Validation_Withinneedspoint2Inputs */


export const common_binding_english = /** @type {(inputs: Common_Binding_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇੱਕ ਅਨੁਵਾਦ ਹੈ। ਮੰਨਣਯੋਗ ਲਿਖਤ ਸਿਰਫ਼ ਅੰਗਰੇਜ਼ੀ ਵਾਲੀ ਹੀ ਹੈ।`)
};

export const common_language = /** @type {(inputs: Common_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਸ਼ਾ`)
};

export const common_language_account_hint = /** @type {(inputs: Common_Language_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਜਿਸ ਵੀ ਡਿਵਾਈਸ 'ਤੇ ਸਾਈਨ ਇਨ ਕਰੋ, Neighbourly ਤੁਹਾਡੇ ਨਾਲ ਇਸੇ ਭਾਸ਼ਾ ਵਿੱਚ ਗੱਲ ਕਰੇਗਾ।`)
};

export const common_language_menu = /** @type {(inputs: Common_Language_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਸ਼ਾ ਚੁਣੋ`)
};

export const common_language_not_saved = /** @type {(inputs: Common_Language_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਭਾਸ਼ਾ ਸੰਭਾਲੀ ਨਹੀਂ ਜਾ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const common_language_saved = /** @type {(inputs: Common_Language_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly ਹੁਣ ਤੁਹਾਡੇ ਨਾਲ ${i?.language} ਵਿੱਚ ਗੱਲ ਕਰਦਾ ਹੈ।`)
};

export const validation_addresssearch1 = /** @type {(inputs: Validation_Addresssearch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 ਤੋਂ 200 ਅੱਖਰਾਂ ਦਾ ਕੋਈ ਪਤਾ ਲਿਖੋ`)
};

export const validation_agreement = /** @type {(inputs: Validation_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਰਪਾ ਕਰਕੇ ਪਰਦੇਦਾਰੀ ਨੀਤੀ ਅਤੇ ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ ਨੂੰ ਸਵੀਕਾਰ ਕਰੋ।`)
};

export const validation_alreadyaseries2 = /** @type {(inputs: Validation_Alreadyaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਪਹਿਲਾਂ ਹੀ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ: ਇਸ ਦੀ ਬਜਾਏ ਇਸ ਦੀ ਲੜੀ ਨੂੰ ਵਧਾਓ।`)
};

export const validation_badlink1 = /** @type {(inputs: Validation_Badlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਲਿੰਕ ਸਹੀ ਨਹੀਂ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਸਾਡੇ ਵੱਲੋਂ ਭੇਜਿਆ ਸਭ ਤੋਂ ਨਵਾਂ ਲਿੰਕ ਵਰਤੋ।`)
};

export const validation_banreason1 = /** @type {(inputs: Validation_Banreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਰਨ ਵੱਧ ਤੋਂ ਵੱਧ 500 ਅੱਖਰਾਂ ਦਾ ਹੋ ਸਕਦਾ ਹੈ।`)
};

export const validation_captcha = /** @type {(inputs: Validation_CaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਰਪਾ ਕਰਕੇ reCAPTCHA ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ।`)
};

export const validation_captchaunfinished1 = /** @type {(inputs: Validation_Captchaunfinished1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਟੋਮੈਟਿਕ ਜਾਂਚ ਪੂਰੀ ਨਹੀਂ ਹੋਈ। ਕਿਰਪਾ ਕਰਕੇ ਥੋੜ੍ਹੀ ਦੇਰ ਰੁਕੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const validation_chatmessage1 = /** @type {(inputs: Validation_Chatmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਸੁਨੇਹਾ 1 ਤੋਂ 1000 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_comment = /** @type {(inputs: Validation_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੀ ਟਿੱਪਣੀ 1 ਤੋਂ 250 ਅੱਖਰਾਂ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ ਅਤੇ ਸਪੇਸ ਨਾਲ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਣੀ ਚਾਹੀਦੀ`)
};

export const validation_confirmationemailstoomany3 = /** @type {(inputs: Validation_Confirmationemailstoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਪਤੇ 'ਤੇ ਬਹੁਤ ਸਾਰੀਆਂ ਪੁਸ਼ਟੀ ਵਾਲੀਆਂ ਈਮੇਲਾਂ ਭੇਜੀਆਂ ਜਾ ਚੁੱਕੀਆਂ ਹਨ।`)
};

export const validation_controlcharacters1 = /** @type {(inputs: Validation_Controlcharacters1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਲਿਖਤ ਵਿੱਚ ਕੰਟਰੋਲ ਅੱਖਰ ਨਹੀਂ ਹੋਣੇ ਚਾਹੀਦੇ।`)
};

export const validation_coverscope1 = /** @type {(inputs: Validation_Coverscope1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦਾਇਰਾ THIS (ਇਹ ਇਵੈਂਟ) ਜਾਂ SERIES (ਲੜੀ ਦੇ ਸਾਰੇ ਇਵੈਂਟ) ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।`)
};

export const validation_currentpasswordwrong2 = /** @type {(inputs: Validation_Currentpasswordwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਮੌਜੂਦਾ ਪਾਸਵਰਡ ਗ਼ਲਤ ਹੈ।`)
};

export const validation_displayname1 = /** @type {(inputs: Validation_Displayname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਡਿਸਪਲੇ ਨਾਮ 1 ਤੋਂ 50 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ ਅਤੇ ਸਪੇਸ ਨਾਲ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਣਾ ਚਾਹੀਦਾ`)
};

export const validation_email = /** @type {(inputs: Validation_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਸਹੀ ਈਮੇਲ ਪਤਾ ਦਰਜ ਕਰੋ।`)
};

export const validation_emailchangestoomany3 = /** @type {(inputs: Validation_Emailchangestoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਤਾ ਬਹੁਤ ਵਾਰ ਬਦਲਿਆ ਜਾ ਚੁੱਕਾ ਹੈ।`)
};

export const validation_eventdates1 = /** @type {(inputs: Validation_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ੁਰੂ ਹੋਣ ਅਤੇ/ਜਾਂ ਖ਼ਤਮ ਹੋਣ ਦੀ ਮਿਤੀ ਅਤੇ ਸਮਾਂ ਗ਼ਲਤ ਹੈ`)
};

export const validation_eventdescription1 = /** @type {(inputs: Validation_Eventdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਇਵੈਂਟ ਦਾ ਵੇਰਵਾ 1 ਤੋਂ 1000 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_eventlocation1 = /** @type {(inputs: Validation_Eventlocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਇਵੈਂਟ ਦਾ ਟਿਕਾਣਾ 1 ਤੋਂ 100 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_eventtitle1 = /** @type {(inputs: Validation_Eventtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਇਵੈਂਟ ਦਾ ਸਿਰਲੇਖ 1 ਤੋਂ 100 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_eventtoofarahead3 = /** @type {(inputs: Validation_Eventtoofarahead3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਹੁਣ ਤੋਂ 2 ਸਾਲਾਂ ਦੇ ਅੰਦਰ-ਅੰਦਰ ਸ਼ੁਰੂ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।`)
};

export const validation_eventtoolong2 = /** @type {(inputs: Validation_Eventtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਇੱਕ ਇਵੈਂਟ ਵੱਧ ਤੋਂ ਵੱਧ 7 ਦਿਨ ਚੱਲ ਸਕਦਾ ਹੈ।`)
};

export const validation_eventsperday2 = /** @type {(inputs: Validation_Eventsperday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ 24 ਘੰਟਿਆਂ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 60 ਇਵੈਂਟ ਬਣਾ ਸਕਦੇ ਹੋ (ਲੜੀ ਦਾ ਹਰ ਇਵੈਂਟ ਵੀ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ)। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫਾਰਮੈਟ IN_PERSON, ONLINE ਜਾਂ HYBRID ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਗਰੁੱਪ ਦਾ ਵੇਰਵਾ 1 ਤੋਂ 1000 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_groupid1 = /** @type {(inputs: Validation_Groupid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਗਰੁੱਪ ਆਈਡੀ 1 ਤੋਂ 30 ਅੱਖਰਾਂ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਸਿਰਫ਼ ਛੋਟੇ ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ (a–z), ਅੰਕ ਅਤੇ ਅੰਡਰਸਕੋਰ (_) ਹੀ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ।`)
};

export const validation_groupidtaken2 = /** @type {(inputs: Validation_Groupidtaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਇਹ ਗਰੁੱਪ ਆਈਡੀ ਪਹਿਲਾਂ ਹੀ ਵਰਤੀ ਜਾ ਰਹੀ ਹੈ।`)
};

export const validation_groupname1 = /** @type {(inputs: Validation_Groupname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਗਰੁੱਪ ਦਾ ਨਾਮ 1 ਤੋਂ 100 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_groupupcomingevents2 = /** @type {(inputs: Validation_Groupupcomingevents2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇੱਕ ਗਰੁੱਪ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 200 ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ ਹੋ ਸਕਦੇ ਹਨ। ਕੁਝ ਇਵੈਂਟ ਮਿਟਾਓ, ਜਾਂ ਉਦੋਂ ਤੱਕ ਉਡੀਕ ਕਰੋ ਜਦੋਂ ਤੱਕ ਕੁਝ ਇਵੈਂਟ ਹੋ ਨਹੀਂ ਜਾਂਦੇ।`)
};

export const validation_imagesize1 = /** @type {(inputs: Validation_Imagesize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤਸਵੀਰ ਵੱਧ ਤੋਂ ਵੱਧ 5 MB ਦੀ ਹੋ ਸਕਦੀ ਹੈ।`)
};

export const validation_imagetoolarge2 = /** @type {(inputs: Validation_Imagetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤਸਵੀਰ ਬਹੁਤ ਵੱਡੀ ਹੈ (ਵੱਧ ਤੋਂ ਵੱਧ 40 ਮੈਗਾਪਿਕਸਲ)।`)
};

export const validation_imagetype1 = /** @type {(inputs: Validation_Imagetype1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG ਜਾਂ JPEG ਤਸਵੀਰ ਚੁਣੋ।`)
};

export const validation_importurl1 = /** @type {(inputs: Validation_Importurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਲਿੰਕ ਵੱਧ ਤੋਂ ਵੱਧ 100 ਅੱਖਰਾਂ ਦਾ ਹੋ ਸਕਦਾ ਹੈ`)
};

export const validation_latitude = /** @type {(inputs: Validation_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਕਸ਼ਾਂਸ਼ -90 ਅਤੇ 90 ਦੇ ਵਿਚਕਾਰ ਦੀ ਕੋਈ ਸੰਖਿਆ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ`)
};

export const validation_linkexpired1 = /** @type {(inputs: Validation_Linkexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਲਿੰਕ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਹੋ ਚੁੱਕੀ ਹੈ। ਨਵਾਂ ਲਿੰਕ ਲੈਣ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਆਪਣਾ ਪਤਾ ਦੁਬਾਰਾ ਦਰਜ ਕਰੋ।`)
};

export const validation_locationpart1 = /** @type {(inputs: Validation_Locationpart1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਟਿਕਾਣੇ ਦਾ ਹਰ ਹਿੱਸਾ 1 ਤੋਂ 100 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।`)
};

export const validation_login = /** @type {(inputs: Validation_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਯੂਜ਼ਰਨੇਮ 3 ਤੋਂ 30 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਸਿਰਫ਼ ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ, ਅੰਕ ਅਤੇ ਅੰਡਰਸਕੋਰ (_) ਹੀ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ।`)
};

export const validation_logintaken1 = /** @type {(inputs: Validation_Logintaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਇਹ ਯੂਜ਼ਰਨੇਮ ਪਹਿਲਾਂ ਹੀ ਕੋਈ ਹੋਰ ਵਰਤ ਰਿਹਾ ਹੈ।`)
};

export const validation_longitude = /** @type {(inputs: Validation_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੇਸ਼ਾਂਤਰ -180 ਅਤੇ 180 ਦੇ ਵਿਚਕਾਰ ਦੀ ਕੋਈ ਸੰਖਿਆ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ`)
};

export const validation_meetingurl1 = /** @type {(inputs: Validation_Meetingurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੀਟਿੰਗ ਲਿੰਕ http:// ਜਾਂ https:// ਨਾਲ ਸ਼ੁਰੂ ਹੋਣ ਵਾਲਾ ਵੈੱਬ ਪਤਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ (ਵੱਧ ਤੋਂ ਵੱਧ 500 ਅੱਖਰ)`)
};

export const validation_messagingnotallowed2 = /** @type {(inputs: Validation_Messagingnotallowed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਉਨ੍ਹਾਂ ਲੋਕਾਂ ਨੂੰ ਸੁਨੇਹਾ ਭੇਜ ਸਕਦੇ ਹੋ ਜੋ ਤੁਹਾਡੇ ਨਾਲ ਕਿਸੇ ਗਰੁੱਪ ਵਿੱਚ ਹਨ, ਜਾਂ ਉਸ ਵਿਅਕਤੀ ਨੂੰ ਜਿਸ ਨੇ ਪਹਿਲਾਂ ਤੁਹਾਨੂੰ ਸੁਨੇਹਾ ਭੇਜਿਆ ਹੋਵੇ।`)
};

export const validation_messagingself1 = /** @type {(inputs: Validation_Messagingself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਆਪਣੇ ਆਪ ਨੂੰ ਸੁਨੇਹਾ ਨਹੀਂ ਭੇਜ ਸਕਦੇ।`)
};

export const validation_messagingtoofast2 = /** @type {(inputs: Validation_Messagingtoofast2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਬਹੁਤ ਤੇਜ਼ੀ ਨਾਲ ਸੁਨੇਹੇ ਭੇਜ ਰਹੇ ਹੋ। ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਮਿੰਟ ਰੁਕੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const validation_messagingyoublocked2 = /** @type {(inputs: Validation_Messagingyoublocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਵਿਅਕਤੀ ਨੂੰ ਬਲੌਕ ਕੀਤਾ ਹੋਇਆ ਹੈ। ਦੁਬਾਰਾ ਸੁਨੇਹਾ ਭੇਜਣ ਲਈ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਜਾ ਕੇ ਉਨ੍ਹਾਂ ਨੂੰ ਅਨਬਲੌਕ ਕਰੋ।`)
};

export const validation_moderationreason1 = /** @type {(inputs: Validation_Moderationreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਰਪਾ ਕਰਕੇ ਵੱਧ ਤੋਂ ਵੱਧ 500 ਅੱਖਰਾਂ ਵਿੱਚ ਕਾਰਨ ਦੱਸੋ।`)
};

export const validation_near = /** @type {(inputs: Validation_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਿੰਦੂ ਅਕਸ਼ਾਂਸ਼,ਦੇਸ਼ਾਂਤਰ ਦੇ ਰੂਪ ਵਿੱਚ ਲਿਖੋ, ਜਿਵੇਂ 49.2642,-123.1553`)
};

export const validation_nearorplace2 = /** @type {(inputs: Validation_Nearorplace2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਬਿੰਦੂ ਜਾਂ ਕਿਸੇ ਥਾਂ ਦੇ ਨੇੜੇ ਖੋਜੋ, ਦੋਵਾਂ ਦੇ ਨਹੀਂ`)
};

export const validation_newaccountstrangermessages3 = /** @type {(inputs: Validation_Newaccountstrangermessages3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੇਂ ਖਾਤੇ ਉਨ੍ਹਾਂ ਲੋਕਾਂ ਨੂੰ, ਜਿਨ੍ਹਾਂ ਨੇ ਅੱਗੋਂ ਜਵਾਬ ਨਹੀਂ ਦਿੱਤਾ, ਇੱਕ ਘੰਟੇ ਵਿੱਚ ਸਿਰਫ਼ ਕੁਝ ਹੀ ਸੁਨੇਹੇ ਭੇਜ ਸਕਦੇ ਹਨ।`)
};

export const validation_notaseries2 = /** @type {(inputs: Validation_Notaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਕਿਸੇ ਲੜੀ ਦਾ ਹਿੱਸਾ ਨਹੀਂ ਹੈ।`)
};

export const validation_participantslimit1 = /** @type {(inputs: Validation_Participantslimit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਗੀਦਾਰਾਂ ਦੀ ਸੀਮਾ 0 ਤੋਂ 10000 ਤੱਕ ਦੀ ਕੋਈ ਪੂਰੀ ਸੰਖਿਆ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ (ਕੋਈ ਸੀਮਾ ਨਾ ਰੱਖਣ ਲਈ 0)`)
};

export const validation_password = /** @type {(inputs: Validation_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਪਾਸਵਰਡ 8 ਤੋਂ 24 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ 1 ਵੱਡਾ ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ (A–Z), 1 ਅੰਕ ਅਤੇ 1 ਖ਼ਾਸ ਚਿੰਨ੍ਹ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।`)
};

export const validation_passwordsdontmatch2 = /** @type {(inputs: Validation_Passwordsdontmatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਪਾਸਵਰਡ ਆਪਸ ਵਿੱਚ ਮੇਲ ਨਹੀਂ ਖਾਂਦੇ।`)
};

export const validation_pinboth1 = /** @type {(inputs: Validation_Pinboth1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿੰਨ ਲਈ ਅਕਸ਼ਾਂਸ਼ ਅਤੇ ਦੇਸ਼ਾਂਤਰ ਦੋਵੇਂ ਚਾਹੀਦੇ ਹਨ, ਜਾਂ ਦੋਵਾਂ ਵਿੱਚੋਂ ਕੋਈ ਵੀ ਨਹੀਂ`)
};

export const validation_reportagain1 = /** @type {(inputs: Validation_Reportagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਨੂੰ ਪਹਿਲਾਂ ਹੀ ਰਿਪੋਰਟ ਕਰ ਚੁੱਕੇ ਹੋ; ਸਾਡੇ ਮਾਡਰੇਟਰ ਇਸ ਨੂੰ ਦੇਖਣਗੇ।`)
};

export const validation_reportdetails1 = /** @type {(inputs: Validation_Reportdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵੇਰਵੇ ਵੱਧ ਤੋਂ ਵੱਧ 2000 ਅੱਖਰਾਂ ਦੇ ਹੋ ਸਕਦੇ ਹਨ।`)
};

export const validation_reportreason1 = /** @type {(inputs: Validation_Reportreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੂਚੀ ਵਿੱਚੋਂ ਕੋਈ ਇੱਕ ਕਾਰਨ ਚੁਣੋ।`)
};

export const validation_reportself1 = /** @type {(inputs: Validation_Reportself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਆਪਣੇ ਆਪ ਨੂੰ ਜਾਂ ਆਪਣੀ ਲਿਖੀ ਕਿਸੇ ਚੀਜ਼ ਨੂੰ ਰਿਪੋਰਟ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const validation_reportstoomany2 = /** @type {(inputs: Validation_Reportstoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਪਿਛਲੇ ਇੱਕ ਘੰਟੇ ਵਿੱਚ ਬਹੁਤ ਸਾਰੀਆਂ ਰਿਪੋਰਟਾਂ ਭੇਜੀਆਂ ਹਨ।`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਖ਼ਾਨਾ ਭਰਨਾ ਲਾਜ਼ਮੀ ਹੈ`)
};

export const validation_searchrange1 = /** @type {(inputs: Validation_Searchrange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅੰਤਲੀ ਮਿਤੀ ਸ਼ੁਰੂਆਤੀ ਮਿਤੀ ਤੋਂ ਬਾਅਦ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ, ਅਤੇ ਦੋਵਾਂ ਵਿਚਕਾਰ ਵੱਧ ਤੋਂ ਵੱਧ 366 ਦਿਨ ਹੋ ਸਕਦੇ ਹਨ`)
};

export const validation_searchtext1 = /** @type {(inputs: Validation_Searchtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਖੋਜ ਵਾਲੀ ਲਿਖਤ ਵੱਧ ਤੋਂ ਵੱਧ 100 ਅੱਖਰਾਂ ਦੀ ਹੋ ਸਕਦੀ ਹੈ`)
};

export const validation_searchwhen1 = /** @type {(inputs: Validation_Searchwhen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਿਤੀਆਂ ਇਸ ਤਰ੍ਹਾਂ ਲਿਖੋ: 2026-12-05 ਜਾਂ 2026-12-05T18:00`)
};

export const validation_seriescount1 = /** @type {(inputs: Validation_Seriescount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇੱਕ ਲੜੀ 2 ਤੋਂ 52 ਵਾਰ ਤੱਕ ਦੁਹਰਾਈ ਜਾ ਸਕਦੀ ਹੈ।`)
};

export const validation_seriesend1 = /** @type {(inputs: Validation_Seriesend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਚੁਣੋ ਕਿ ਲੜੀ ਕਦੋਂ ਖ਼ਤਮ ਹੋਵੇ: ਕਿਸੇ ਮਿਤੀ ਨੂੰ ਜਾਂ ਤੈਅ ਗਿਣਤੀ ਵਿੱਚ ਦੁਹਰਾਏ ਜਾਣ ਤੋਂ ਬਾਅਦ।`)
};

export const validation_seriesmorecount2 = /** @type {(inputs: Validation_Seriesmorecount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 ਤੋਂ 51 ਤੱਕ ਹੋਰ ਮਿਤੀਆਂ ਜੋੜੋ।`)
};

export const validation_seriesmoreend2 = /** @type {(inputs: Validation_Seriesmoreend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਚੁਣੋ ਕਿ ਲੜੀ ਨੂੰ ਕਿਵੇਂ ਵਧਾਉਣਾ ਹੈ: ਹੋਰ ਮਿਤੀਆਂ ਦੀ ਗਿਣਤੀ ਦੱਸ ਕੇ ਜਾਂ ਕਿਸੇ ਬਾਅਦ ਵਾਲੀ ਮਿਤੀ ਤੱਕ।`)
};

export const validation_seriesmoreuntil2 = /** @type {(inputs: Validation_Seriesmoreuntil2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੀਂ ਸਮਾਪਤੀ ਮਿਤੀ ਲੜੀ ਦੀ ਆਖ਼ਰੀ ਮਿਤੀ ਤੋਂ ਬਾਅਦ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ, ਅਤੇ ਲੜੀ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 52 ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ ਹੋ ਸਕਦੇ ਹਨ।`)
};

export const validation_seriesuntil1 = /** @type {(inputs: Validation_Seriesuntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਮਾਪਤੀ ਮਿਤੀ ਪਹਿਲੇ ਇਵੈਂਟ ਤੋਂ ਬਾਅਦ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ, ਅਤੇ ਲੜੀ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 52 ਇਵੈਂਟ ਹੋ ਸਕਦੇ ਹਨ।`)
};

export const validation_suspenduntil1 = /** @type {(inputs: Validation_Suspenduntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਅੱਤਲੀ ਖ਼ਤਮ ਹੋਣ ਦੀ ਮਿਤੀ ਅਤੇ ਸਮਾਂ ਭਵਿੱਖ ਵਿੱਚ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ।`)
};

export const validation_suspenduntilonlysuspend3 = /** @type {(inputs: Validation_Suspenduntilonlysuspend3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਮਾਪਤੀ ਮਿਤੀ ਸਿਰਫ਼ ਮੁਅੱਤਲੀ ਲਈ ਹੀ ਦਿੱਤੀ ਜਾ ਸਕਦੀ ਹੈ।`)
};

export const validation_tag = /** @type {(inputs: Validation_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਰ ਟੈਗ ਇੱਕ ਸ਼ਬਦ ਹੁੰਦਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 30 ਅੱਖਰ, ਅੰਕ, ਡੈਸ਼ (-) ਜਾਂ ਅੰਡਰਸਕੋਰ (_) ਹੋ ਸਕਦੇ ਹਨ`)
};

export const validation_tags = /** @type {(inputs: Validation_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਟੈਗ ਕੁੱਲ ਮਿਲਾ ਕੇ ਵੱਧ ਤੋਂ ਵੱਧ 100 ਅੱਖਰਾਂ ਦੇ ਹੋ ਸਕਦੇ ਹਨ`)
};

export const validation_tagsrepeated1 = /** @type {(inputs: Validation_Tagsrepeated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਰ ਟੈਗ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ ਹੀ ਆ ਸਕਦਾ ਹੈ`)
};

export const validation_unknownplace1 = /** @type {(inputs: Validation_Unknownplace1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਣਪਛਾਤੀ ਥਾਂ: ਸੂਚੀ ਵਿੱਚ ਦਿੱਤੇ ਇਲਾਕਿਆਂ ਜਾਂ ਨਗਰਪਾਲਿਕਾਵਾਂ ਵਿੱਚੋਂ ਕੋਈ ਇੱਕ ਚੁਣੋ`)
};

export const validation_withinkm1 = /** @type {(inputs: Validation_Withinkm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੂਰੀ 1 ਤੋਂ 100 ਕਿਲੋਮੀਟਰ ਤੱਕ ਦੀ ਕੋਈ ਸੰਖਿਆ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ`)
};

export const validation_withinneedspoint2 = /** @type {(inputs: Validation_Withinneedspoint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੂਰੀ ਮਾਪਣ ਲਈ ਕੋਈ ਸ਼ੁਰੂਆਤੀ ਬਿੰਦੂ ਚਾਹੀਦਾ ਹੈ: ਕੋਈ ਬਿੰਦੂ (near) ਜਾਂ ਕੋਈ ਥਾਂ (place)`)
};