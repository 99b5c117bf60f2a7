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
	return /** @type {LocalizedString} */ (`This is a translation. The English text is the one that binds.`)
};

export const common_language = /** @type {(inputs: Common_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const common_language_account_hint = /** @type {(inputs: Common_Language_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly speaks this language to you on every device where you sign in.`)
};

export const common_language_menu = /** @type {(inputs: Common_Language_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a language`)
};

export const common_language_not_saved = /** @type {(inputs: Common_Language_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your language could not be saved. Please try again.`)
};

export const common_language_saved = /** @type {(inputs: Common_Language_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly now speaks ${i?.language} to you.`)
};

export const validation_addresssearch1 = /** @type {(inputs: Validation_Addresssearch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type an address of 3 to 200 characters`)
};

export const validation_agreement = /** @type {(inputs: Validation_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please accept the Privacy Policy and the Terms of Service.`)
};

export const validation_alreadyaseries2 = /** @type {(inputs: Validation_Alreadyaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event already repeats: extend its series instead.`)
};

export const validation_badlink1 = /** @type {(inputs: Validation_Badlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is not valid. Please use the latest one we sent you.`)
};

export const validation_banreason1 = /** @type {(inputs: Validation_Banreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reason may be at most 500 characters long.`)
};

export const validation_captcha = /** @type {(inputs: Validation_CaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please verify the reCAPTCHA.`)
};

export const validation_captchaunfinished1 = /** @type {(inputs: Validation_Captchaunfinished1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The automatic check did not finish. Please wait a moment and try again.`)
};

export const validation_chatmessage1 = /** @type {(inputs: Validation_Chatmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your message must be between 1 and 1000 characters long`)
};

export const validation_comment = /** @type {(inputs: Validation_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your comment must be between 1 and 250 characters long and must not start with a space`)
};

export const validation_confirmationemailstoomany3 = /** @type {(inputs: Validation_Confirmationemailstoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many confirmation emails were sent to this address.`)
};

export const validation_controlcharacters1 = /** @type {(inputs: Validation_Controlcharacters1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the text must not contain control characters.`)
};

export const validation_coverscope1 = /** @type {(inputs: Validation_Coverscope1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The scope must be THIS (this event) or SERIES (all events in the series).`)
};

export const validation_currentpasswordwrong2 = /** @type {(inputs: Validation_Currentpasswordwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your current password is incorrect.`)
};

export const validation_displayname1 = /** @type {(inputs: Validation_Displayname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your display name must be between 1 and 50 characters long and must not start with a space`)
};

export const validation_email = /** @type {(inputs: Validation_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address.`)
};

export const validation_emailchangestoomany3 = /** @type {(inputs: Validation_Emailchangestoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many address changes.`)
};

export const validation_eventdates1 = /** @type {(inputs: Validation_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorrect start and/or end date and time`)
};

export const validation_eventdescription1 = /** @type {(inputs: Validation_Eventdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your event description must be between 1 and 1000 characters long`)
};

export const validation_eventlocation1 = /** @type {(inputs: Validation_Eventlocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your event location must be between 1 and 100 characters long`)
};

export const validation_eventtitle1 = /** @type {(inputs: Validation_Eventtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your event title must be between 1 and 100 characters long`)
};

export const validation_eventtoofarahead3 = /** @type {(inputs: Validation_Eventtoofarahead3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event must start within 2 years from now.`)
};

export const validation_eventtoolong2 = /** @type {(inputs: Validation_Eventtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, an event can last at most 7 days.`)
};

export const validation_eventsperday2 = /** @type {(inputs: Validation_Eventsperday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can create at most 60 events in 24 hours (each event of a series counts). Please try again later.`)
};

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The format must be IN_PERSON, ONLINE or HYBRID`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your group description must be between 1 and 1000 characters long`)
};

export const validation_groupid1 = /** @type {(inputs: Validation_Groupid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the group id must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores.`)
};

export const validation_groupidtaken2 = /** @type {(inputs: Validation_Groupidtaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, this group id is already taken.`)
};

export const validation_groupname1 = /** @type {(inputs: Validation_Groupname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your group name must be between 1 and 100 characters long`)
};

export const validation_groupupcomingevents2 = /** @type {(inputs: Validation_Groupupcomingevents2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A group can have at most 200 upcoming events. Delete some, or wait until some have taken place.`)
};

export const validation_imagesize1 = /** @type {(inputs: Validation_Imagesize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image must be at most 5 MB.`)
};

export const validation_imagetoolarge2 = /** @type {(inputs: Validation_Imagetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image is too large (at most 40 megapixels).`)
};

export const validation_imagetype1 = /** @type {(inputs: Validation_Imagetype1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a PNG or JPEG image.`)
};

export const validation_importurl1 = /** @type {(inputs: Validation_Importurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the link must be at most 100 characters long`)
};

export const validation_latitude = /** @type {(inputs: Validation_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The latitude must be a number between -90 and 90`)
};

export const validation_linkexpired1 = /** @type {(inputs: Validation_Linkexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired. Please enter your address in Settings again to get a new one.`)
};

export const validation_locationpart1 = /** @type {(inputs: Validation_Locationpart1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, each part of the location must be between 1 and 100 characters long.`)
};

export const validation_login = /** @type {(inputs: Validation_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your username must be between 3 and 30 characters long and should contain only letters, digits and underscores.`)
};

export const validation_logintaken1 = /** @type {(inputs: Validation_Logintaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, this username is already taken.`)
};

export const validation_longitude = /** @type {(inputs: Validation_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The longitude must be a number between -180 and 180`)
};

export const validation_meetingurl1 = /** @type {(inputs: Validation_Meetingurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The meeting link must be a web address starting with http:// or https:// (at most 500 characters)`)
};

export const validation_messagingnotallowed2 = /** @type {(inputs: Validation_Messagingnotallowed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can write to people you share a group with, or to someone who has written to you first.`)
};

export const validation_messagingself1 = /** @type {(inputs: Validation_Messagingself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot write to yourself.`)
};

export const validation_messagingtoofast2 = /** @type {(inputs: Validation_Messagingtoofast2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are sending messages too fast. Please wait a minute and try again.`)
};

export const validation_messagingyoublocked2 = /** @type {(inputs: Validation_Messagingyoublocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have blocked this person. Unblock them in Settings to write again.`)
};

export const validation_moderationreason1 = /** @type {(inputs: Validation_Moderationreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give a reason of at most 500 characters.`)
};

export const validation_near = /** @type {(inputs: Validation_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A point must be written as latitude,longitude, e.g. 49.2642,-123.1553`)
};

export const validation_nearorplace2 = /** @type {(inputs: Validation_Nearorplace2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search near a point or a place, not both`)
};

export const validation_newaccountstrangermessages3 = /** @type {(inputs: Validation_Newaccountstrangermessages3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New accounts may write only a few messages an hour to people who have not written back.`)
};

export const validation_notaseries2 = /** @type {(inputs: Validation_Notaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is not part of a series.`)
};

export const validation_participantslimit1 = /** @type {(inputs: Validation_Participantslimit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The participants limit must be a whole number from 0 to 10000 (0 for unlimited)`)
};

export const validation_password = /** @type {(inputs: Validation_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your password must be between 8 and 24 characters long and should contain at least 1 uppercase letter, 1 digit and 1 special symbol.`)
};

export const validation_passwordsdontmatch2 = /** @type {(inputs: Validation_Passwordsdontmatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your passwords don't match.`)
};

export const validation_pinboth1 = /** @type {(inputs: Validation_Pinboth1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pin needs both a latitude and a longitude, or neither`)
};

export const validation_reportagain1 = /** @type {(inputs: Validation_Reportagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already reported this; our moderators will look at it.`)
};

export const validation_reportdetails1 = /** @type {(inputs: Validation_Reportdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The details may be at most 2000 characters long.`)
};

export const validation_reportreason1 = /** @type {(inputs: Validation_Reportreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the reasons in the list.`)
};

export const validation_reportself1 = /** @type {(inputs: Validation_Reportself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot report yourself or what you wrote.`)
};

export const validation_reportstoomany2 = /** @type {(inputs: Validation_Reportstoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have sent many reports in the last hour.`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This field is required`)
};

export const validation_searchrange1 = /** @type {(inputs: Validation_Searchrange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The date range must end after it starts and span at most 366 days`)
};

export const validation_searchtext1 = /** @type {(inputs: Validation_Searchtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the search text must be at most 100 characters long`)
};

export const validation_searchwhen1 = /** @type {(inputs: Validation_Searchwhen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates must be written like 2026-12-05 or 2026-12-05T18:00`)
};

export const validation_seriescount1 = /** @type {(inputs: Validation_Seriescount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A series repeats from 2 to 52 times.`)
};

export const validation_seriesend1 = /** @type {(inputs: Validation_Seriesend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose when the series ends: on a date or after a number of times.`)
};

export const validation_seriesmorecount2 = /** @type {(inputs: Validation_Seriesmorecount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add from 1 to 51 more dates.`)
};

export const validation_seriesmoreend2 = /** @type {(inputs: Validation_Seriesmoreend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to extend the series: with a number of dates or until a later date.`)
};

export const validation_seriesmoreuntil2 = /** @type {(inputs: Validation_Seriesmoreuntil2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new end date must be after the last date of the series, and the series at most 52 upcoming events long.`)
};

export const validation_seriesuntil1 = /** @type {(inputs: Validation_Seriesuntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date must be after the first event, and the series at most 52 events long.`)
};

export const validation_suspenduntil1 = /** @type {(inputs: Validation_Suspenduntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end of a suspension must be a date and time in the future.`)
};

export const validation_suspenduntilonlysuspend3 = /** @type {(inputs: Validation_Suspenduntilonlysuspend3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a suspension takes an end date.`)
};

export const validation_tag = /** @type {(inputs: Validation_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each tag is one word of up to 30 letters, digits, dashes or underscores`)
};

export const validation_tags = /** @type {(inputs: Validation_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the tags must be at most 100 characters long`)
};

export const validation_tagsrepeated1 = /** @type {(inputs: Validation_Tagsrepeated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each tag may appear only once`)
};

export const validation_unknownplace1 = /** @type {(inputs: Validation_Unknownplace1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown place: choose one of the neighbourhoods or municipalities listed`)
};

export const validation_withinkm1 = /** @type {(inputs: Validation_Withinkm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The distance must be a number of km from 1 to 100`)
};

export const validation_withinneedspoint2 = /** @type {(inputs: Validation_Withinneedspoint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A distance needs a point to measure from: near or place`)
};