/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __fr from "./fr.js"
import * as __zh_hans1 from "./zh-Hans.js"
import * as __zh_hant1 from "./zh-Hant.js"
import * as __pa from "./pa.js"
import * as __fa from "./fa.js"
/**
* | output |
* | --- |
* | "This is a translation. The English text is the one that binds." |
*
* @param {Common_Binding_EnglishInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_binding_english = /** @type {((inputs?: Common_Binding_EnglishInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Binding_EnglishInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.common_binding_english(inputs)
	if (locale === "zh-Hans") return __zh_hans1.common_binding_english(inputs)
	if (locale === "zh-Hant") return __zh_hant1.common_binding_english(inputs)
	if (locale === "pa") return __pa.common_binding_english(inputs)
	if (locale === "fa") return __fa.common_binding_english(inputs)
	return __en.common_binding_english(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Common_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language = /** @type {((inputs?: Common_LanguageInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_LanguageInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.common_language(inputs)
	if (locale === "zh-Hans") return __zh_hans1.common_language(inputs)
	if (locale === "zh-Hant") return __zh_hant1.common_language(inputs)
	if (locale === "pa") return __pa.common_language(inputs)
	if (locale === "fa") return __fa.common_language(inputs)
	return __en.common_language(inputs)
});
/**
* | output |
* | --- |
* | "Neighbourly speaks this language to you on every device where you sign in." |
*
* @param {Common_Language_Account_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_account_hint = /** @type {((inputs?: Common_Language_Account_HintInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Language_Account_HintInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.common_language_account_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.common_language_account_hint(inputs)
	if (locale === "zh-Hant") return __zh_hant1.common_language_account_hint(inputs)
	if (locale === "pa") return __pa.common_language_account_hint(inputs)
	if (locale === "fa") return __fa.common_language_account_hint(inputs)
	return __en.common_language_account_hint(inputs)
});
/**
* | output |
* | --- |
* | "Choose a language" |
*
* @param {Common_Language_MenuInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_menu = /** @type {((inputs?: Common_Language_MenuInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Language_MenuInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.common_language_menu(inputs)
	if (locale === "zh-Hans") return __zh_hans1.common_language_menu(inputs)
	if (locale === "zh-Hant") return __zh_hant1.common_language_menu(inputs)
	if (locale === "pa") return __pa.common_language_menu(inputs)
	if (locale === "fa") return __fa.common_language_menu(inputs)
	return __en.common_language_menu(inputs)
});
/**
* | output |
* | --- |
* | "Your language could not be saved. Please try again." |
*
* @param {Common_Language_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_not_saved = /** @type {((inputs?: Common_Language_Not_SavedInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Language_Not_SavedInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.common_language_not_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.common_language_not_saved(inputs)
	if (locale === "zh-Hant") return __zh_hant1.common_language_not_saved(inputs)
	if (locale === "pa") return __pa.common_language_not_saved(inputs)
	if (locale === "fa") return __fa.common_language_not_saved(inputs)
	return __en.common_language_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Neighbourly now speaks {language} to you." |
*
* @param {Common_Language_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_saved = /** @type {((inputs: Common_Language_SavedInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Language_SavedInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.common_language_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.common_language_saved(inputs)
	if (locale === "zh-Hant") return __zh_hant1.common_language_saved(inputs)
	if (locale === "pa") return __pa.common_language_saved(inputs)
	if (locale === "fa") return __fa.common_language_saved(inputs)
	return __en.common_language_saved(inputs)
});
/**
* | output |
* | --- |
* | "Type an address of 3 to 200 characters" |
*
* @param {Validation_Addresssearch1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_addresssearch1 = /** @type {((inputs?: Validation_Addresssearch1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Addresssearch1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_addresssearch1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_addresssearch1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_addresssearch1(inputs)
	if (locale === "pa") return __pa.validation_addresssearch1(inputs)
	if (locale === "fa") return __fa.validation_addresssearch1(inputs)
	return __en.validation_addresssearch1(inputs)
});
export { validation_addresssearch1 as "validation_addressSearch" }
/**
* | output |
* | --- |
* | "Please accept the Privacy Policy and the Terms of Service." |
*
* @param {Validation_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_agreement = /** @type {((inputs?: Validation_AgreementInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_AgreementInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_agreement(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_agreement(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_agreement(inputs)
	if (locale === "pa") return __pa.validation_agreement(inputs)
	if (locale === "fa") return __fa.validation_agreement(inputs)
	return __en.validation_agreement(inputs)
});
/**
* | output |
* | --- |
* | "This event already repeats: extend its series instead." |
*
* @param {Validation_Alreadyaseries2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_alreadyaseries2 = /** @type {((inputs?: Validation_Alreadyaseries2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Alreadyaseries2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_alreadyaseries2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_alreadyaseries2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_alreadyaseries2(inputs)
	if (locale === "pa") return __pa.validation_alreadyaseries2(inputs)
	if (locale === "fa") return __fa.validation_alreadyaseries2(inputs)
	return __en.validation_alreadyaseries2(inputs)
});
export { validation_alreadyaseries2 as "validation_alreadyASeries" }
/**
* | output |
* | --- |
* | "This link is not valid. Please use the latest one we sent you." |
*
* @param {Validation_Badlink1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_badlink1 = /** @type {((inputs?: Validation_Badlink1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Badlink1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_badlink1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_badlink1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_badlink1(inputs)
	if (locale === "pa") return __pa.validation_badlink1(inputs)
	if (locale === "fa") return __fa.validation_badlink1(inputs)
	return __en.validation_badlink1(inputs)
});
export { validation_badlink1 as "validation_badLink" }
/**
* | output |
* | --- |
* | "The reason may be at most 500 characters long." |
*
* @param {Validation_Banreason1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_banreason1 = /** @type {((inputs?: Validation_Banreason1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Banreason1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_banreason1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_banreason1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_banreason1(inputs)
	if (locale === "pa") return __pa.validation_banreason1(inputs)
	if (locale === "fa") return __fa.validation_banreason1(inputs)
	return __en.validation_banreason1(inputs)
});
export { validation_banreason1 as "validation_banReason" }
/**
* | output |
* | --- |
* | "Please verify the reCAPTCHA." |
*
* @param {Validation_CaptchaInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_captcha = /** @type {((inputs?: Validation_CaptchaInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_CaptchaInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_captcha(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_captcha(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_captcha(inputs)
	if (locale === "pa") return __pa.validation_captcha(inputs)
	if (locale === "fa") return __fa.validation_captcha(inputs)
	return __en.validation_captcha(inputs)
});
/**
* | output |
* | --- |
* | "The automatic check did not finish. Please wait a moment and try again." |
*
* @param {Validation_Captchaunfinished1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_captchaunfinished1 = /** @type {((inputs?: Validation_Captchaunfinished1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Captchaunfinished1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_captchaunfinished1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_captchaunfinished1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_captchaunfinished1(inputs)
	if (locale === "pa") return __pa.validation_captchaunfinished1(inputs)
	if (locale === "fa") return __fa.validation_captchaunfinished1(inputs)
	return __en.validation_captchaunfinished1(inputs)
});
export { validation_captchaunfinished1 as "validation_captchaUnfinished" }
/**
* | output |
* | --- |
* | "Sorry, your message must be between 1 and 1000 characters long" |
*
* @param {Validation_Chatmessage1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_chatmessage1 = /** @type {((inputs?: Validation_Chatmessage1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Chatmessage1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_chatmessage1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_chatmessage1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_chatmessage1(inputs)
	if (locale === "pa") return __pa.validation_chatmessage1(inputs)
	if (locale === "fa") return __fa.validation_chatmessage1(inputs)
	return __en.validation_chatmessage1(inputs)
});
export { validation_chatmessage1 as "validation_chatMessage" }
/**
* | output |
* | --- |
* | "Sorry, your comment must be between 1 and 250 characters long and must not start with a space" |
*
* @param {Validation_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_comment = /** @type {((inputs?: Validation_CommentInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_CommentInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_comment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_comment(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_comment(inputs)
	if (locale === "pa") return __pa.validation_comment(inputs)
	if (locale === "fa") return __fa.validation_comment(inputs)
	return __en.validation_comment(inputs)
});
/**
* | output |
* | --- |
* | "Too many confirmation emails were sent to this address." |
*
* @param {Validation_Confirmationemailstoomany3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_confirmationemailstoomany3 = /** @type {((inputs?: Validation_Confirmationemailstoomany3Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Confirmationemailstoomany3Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_confirmationemailstoomany3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_confirmationemailstoomany3(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_confirmationemailstoomany3(inputs)
	if (locale === "pa") return __pa.validation_confirmationemailstoomany3(inputs)
	if (locale === "fa") return __fa.validation_confirmationemailstoomany3(inputs)
	return __en.validation_confirmationemailstoomany3(inputs)
});
export { validation_confirmationemailstoomany3 as "validation_confirmationEmailsTooMany" }
/**
* | output |
* | --- |
* | "Sorry, the text must not contain control characters." |
*
* @param {Validation_Controlcharacters1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_controlcharacters1 = /** @type {((inputs?: Validation_Controlcharacters1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Controlcharacters1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_controlcharacters1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_controlcharacters1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_controlcharacters1(inputs)
	if (locale === "pa") return __pa.validation_controlcharacters1(inputs)
	if (locale === "fa") return __fa.validation_controlcharacters1(inputs)
	return __en.validation_controlcharacters1(inputs)
});
export { validation_controlcharacters1 as "validation_controlCharacters" }
/**
* | output |
* | --- |
* | "The scope must be THIS (this event) or SERIES (all events in the series)." |
*
* @param {Validation_Coverscope1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_coverscope1 = /** @type {((inputs?: Validation_Coverscope1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Coverscope1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_coverscope1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_coverscope1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_coverscope1(inputs)
	if (locale === "pa") return __pa.validation_coverscope1(inputs)
	if (locale === "fa") return __fa.validation_coverscope1(inputs)
	return __en.validation_coverscope1(inputs)
});
export { validation_coverscope1 as "validation_coverScope" }
/**
* | output |
* | --- |
* | "Sorry, your current password is incorrect." |
*
* @param {Validation_Currentpasswordwrong2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_currentpasswordwrong2 = /** @type {((inputs?: Validation_Currentpasswordwrong2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Currentpasswordwrong2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_currentpasswordwrong2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_currentpasswordwrong2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_currentpasswordwrong2(inputs)
	if (locale === "pa") return __pa.validation_currentpasswordwrong2(inputs)
	if (locale === "fa") return __fa.validation_currentpasswordwrong2(inputs)
	return __en.validation_currentpasswordwrong2(inputs)
});
export { validation_currentpasswordwrong2 as "validation_currentPasswordWrong" }
/**
* | output |
* | --- |
* | "Sorry, your display name must be between 1 and 50 characters long and must not start with a space" |
*
* @param {Validation_Displayname1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_displayname1 = /** @type {((inputs?: Validation_Displayname1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Displayname1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_displayname1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_displayname1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_displayname1(inputs)
	if (locale === "pa") return __pa.validation_displayname1(inputs)
	if (locale === "fa") return __fa.validation_displayname1(inputs)
	return __en.validation_displayname1(inputs)
});
export { validation_displayname1 as "validation_displayName" }
/**
* | output |
* | --- |
* | "Please enter a valid email address." |
*
* @param {Validation_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_email = /** @type {((inputs?: Validation_EmailInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_EmailInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_email(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_email(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_email(inputs)
	if (locale === "pa") return __pa.validation_email(inputs)
	if (locale === "fa") return __fa.validation_email(inputs)
	return __en.validation_email(inputs)
});
/**
* | output |
* | --- |
* | "Too many address changes." |
*
* @param {Validation_Emailchangestoomany3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_emailchangestoomany3 = /** @type {((inputs?: Validation_Emailchangestoomany3Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Emailchangestoomany3Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_emailchangestoomany3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_emailchangestoomany3(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_emailchangestoomany3(inputs)
	if (locale === "pa") return __pa.validation_emailchangestoomany3(inputs)
	if (locale === "fa") return __fa.validation_emailchangestoomany3(inputs)
	return __en.validation_emailchangestoomany3(inputs)
});
export { validation_emailchangestoomany3 as "validation_emailChangesTooMany" }
/**
* | output |
* | --- |
* | "Incorrect start and/or end date and time" |
*
* @param {Validation_Eventdates1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_eventdates1 = /** @type {((inputs?: Validation_Eventdates1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Eventdates1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_eventdates1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_eventdates1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_eventdates1(inputs)
	if (locale === "pa") return __pa.validation_eventdates1(inputs)
	if (locale === "fa") return __fa.validation_eventdates1(inputs)
	return __en.validation_eventdates1(inputs)
});
export { validation_eventdates1 as "validation_eventDates" }
/**
* | output |
* | --- |
* | "Sorry, your event description must be between 1 and 1000 characters long" |
*
* @param {Validation_Eventdescription1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_eventdescription1 = /** @type {((inputs?: Validation_Eventdescription1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Eventdescription1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_eventdescription1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_eventdescription1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_eventdescription1(inputs)
	if (locale === "pa") return __pa.validation_eventdescription1(inputs)
	if (locale === "fa") return __fa.validation_eventdescription1(inputs)
	return __en.validation_eventdescription1(inputs)
});
export { validation_eventdescription1 as "validation_eventDescription" }
/**
* | output |
* | --- |
* | "Sorry, your event location must be between 1 and 100 characters long" |
*
* @param {Validation_Eventlocation1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_eventlocation1 = /** @type {((inputs?: Validation_Eventlocation1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Eventlocation1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_eventlocation1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_eventlocation1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_eventlocation1(inputs)
	if (locale === "pa") return __pa.validation_eventlocation1(inputs)
	if (locale === "fa") return __fa.validation_eventlocation1(inputs)
	return __en.validation_eventlocation1(inputs)
});
export { validation_eventlocation1 as "validation_eventLocation" }
/**
* | output |
* | --- |
* | "Sorry, your event title must be between 1 and 100 characters long" |
*
* @param {Validation_Eventtitle1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_eventtitle1 = /** @type {((inputs?: Validation_Eventtitle1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Eventtitle1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_eventtitle1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_eventtitle1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_eventtitle1(inputs)
	if (locale === "pa") return __pa.validation_eventtitle1(inputs)
	if (locale === "fa") return __fa.validation_eventtitle1(inputs)
	return __en.validation_eventtitle1(inputs)
});
export { validation_eventtitle1 as "validation_eventTitle" }
/**
* | output |
* | --- |
* | "The event must start within 2 years from now." |
*
* @param {Validation_Eventtoofarahead3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_eventtoofarahead3 = /** @type {((inputs?: Validation_Eventtoofarahead3Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Eventtoofarahead3Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_eventtoofarahead3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_eventtoofarahead3(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_eventtoofarahead3(inputs)
	if (locale === "pa") return __pa.validation_eventtoofarahead3(inputs)
	if (locale === "fa") return __fa.validation_eventtoofarahead3(inputs)
	return __en.validation_eventtoofarahead3(inputs)
});
export { validation_eventtoofarahead3 as "validation_eventTooFarAhead" }
/**
* | output |
* | --- |
* | "Sorry, an event can last at most 7 days." |
*
* @param {Validation_Eventtoolong2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_eventtoolong2 = /** @type {((inputs?: Validation_Eventtoolong2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Eventtoolong2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_eventtoolong2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_eventtoolong2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_eventtoolong2(inputs)
	if (locale === "pa") return __pa.validation_eventtoolong2(inputs)
	if (locale === "fa") return __fa.validation_eventtoolong2(inputs)
	return __en.validation_eventtoolong2(inputs)
});
export { validation_eventtoolong2 as "validation_eventTooLong" }
/**
* | output |
* | --- |
* | "You can create at most 60 events in 24 hours (each event of a series counts). Please try again later." |
*
* @param {Validation_Eventsperday2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_eventsperday2 = /** @type {((inputs?: Validation_Eventsperday2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Eventsperday2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_eventsperday2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_eventsperday2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_eventsperday2(inputs)
	if (locale === "pa") return __pa.validation_eventsperday2(inputs)
	if (locale === "fa") return __fa.validation_eventsperday2(inputs)
	return __en.validation_eventsperday2(inputs)
});
export { validation_eventsperday2 as "validation_eventsPerDay" }
/**
* | output |
* | --- |
* | "The format must be IN_PERSON, ONLINE or HYBRID" |
*
* @param {Validation_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_format = /** @type {((inputs?: Validation_FormatInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_FormatInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_format(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_format(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_format(inputs)
	if (locale === "pa") return __pa.validation_format(inputs)
	if (locale === "fa") return __fa.validation_format(inputs)
	return __en.validation_format(inputs)
});
/**
* | output |
* | --- |
* | "Sorry, your group description must be between 1 and 1000 characters long" |
*
* @param {Validation_Groupdescription1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_groupdescription1 = /** @type {((inputs?: Validation_Groupdescription1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Groupdescription1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_groupdescription1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_groupdescription1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_groupdescription1(inputs)
	if (locale === "pa") return __pa.validation_groupdescription1(inputs)
	if (locale === "fa") return __fa.validation_groupdescription1(inputs)
	return __en.validation_groupdescription1(inputs)
});
export { validation_groupdescription1 as "validation_groupDescription" }
/**
* | output |
* | --- |
* | "Sorry, the group id must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores." |
*
* @param {Validation_Groupid1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_groupid1 = /** @type {((inputs?: Validation_Groupid1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Groupid1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_groupid1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_groupid1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_groupid1(inputs)
	if (locale === "pa") return __pa.validation_groupid1(inputs)
	if (locale === "fa") return __fa.validation_groupid1(inputs)
	return __en.validation_groupid1(inputs)
});
export { validation_groupid1 as "validation_groupId" }
/**
* | output |
* | --- |
* | "Sorry, this group id is already taken." |
*
* @param {Validation_Groupidtaken2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_groupidtaken2 = /** @type {((inputs?: Validation_Groupidtaken2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Groupidtaken2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_groupidtaken2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_groupidtaken2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_groupidtaken2(inputs)
	if (locale === "pa") return __pa.validation_groupidtaken2(inputs)
	if (locale === "fa") return __fa.validation_groupidtaken2(inputs)
	return __en.validation_groupidtaken2(inputs)
});
export { validation_groupidtaken2 as "validation_groupIdTaken" }
/**
* | output |
* | --- |
* | "Sorry, your group name must be between 1 and 100 characters long" |
*
* @param {Validation_Groupname1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_groupname1 = /** @type {((inputs?: Validation_Groupname1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Groupname1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_groupname1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_groupname1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_groupname1(inputs)
	if (locale === "pa") return __pa.validation_groupname1(inputs)
	if (locale === "fa") return __fa.validation_groupname1(inputs)
	return __en.validation_groupname1(inputs)
});
export { validation_groupname1 as "validation_groupName" }
/**
* | output |
* | --- |
* | "A group can have at most 200 upcoming events. Delete some, or wait until some have taken place." |
*
* @param {Validation_Groupupcomingevents2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_groupupcomingevents2 = /** @type {((inputs?: Validation_Groupupcomingevents2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Groupupcomingevents2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_groupupcomingevents2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_groupupcomingevents2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_groupupcomingevents2(inputs)
	if (locale === "pa") return __pa.validation_groupupcomingevents2(inputs)
	if (locale === "fa") return __fa.validation_groupupcomingevents2(inputs)
	return __en.validation_groupupcomingevents2(inputs)
});
export { validation_groupupcomingevents2 as "validation_groupUpcomingEvents" }
/**
* | output |
* | --- |
* | "The image must be at most 5 MB." |
*
* @param {Validation_Imagesize1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_imagesize1 = /** @type {((inputs?: Validation_Imagesize1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Imagesize1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_imagesize1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_imagesize1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_imagesize1(inputs)
	if (locale === "pa") return __pa.validation_imagesize1(inputs)
	if (locale === "fa") return __fa.validation_imagesize1(inputs)
	return __en.validation_imagesize1(inputs)
});
export { validation_imagesize1 as "validation_imageSize" }
/**
* | output |
* | --- |
* | "The image is too large (at most 40 megapixels)." |
*
* @param {Validation_Imagetoolarge2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_imagetoolarge2 = /** @type {((inputs?: Validation_Imagetoolarge2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Imagetoolarge2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_imagetoolarge2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_imagetoolarge2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_imagetoolarge2(inputs)
	if (locale === "pa") return __pa.validation_imagetoolarge2(inputs)
	if (locale === "fa") return __fa.validation_imagetoolarge2(inputs)
	return __en.validation_imagetoolarge2(inputs)
});
export { validation_imagetoolarge2 as "validation_imageTooLarge" }
/**
* | output |
* | --- |
* | "Choose a PNG or JPEG image." |
*
* @param {Validation_Imagetype1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_imagetype1 = /** @type {((inputs?: Validation_Imagetype1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Imagetype1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_imagetype1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_imagetype1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_imagetype1(inputs)
	if (locale === "pa") return __pa.validation_imagetype1(inputs)
	if (locale === "fa") return __fa.validation_imagetype1(inputs)
	return __en.validation_imagetype1(inputs)
});
export { validation_imagetype1 as "validation_imageType" }
/**
* | output |
* | --- |
* | "Sorry, the link must be at most 100 characters long" |
*
* @param {Validation_Importurl1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_importurl1 = /** @type {((inputs?: Validation_Importurl1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Importurl1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_importurl1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_importurl1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_importurl1(inputs)
	if (locale === "pa") return __pa.validation_importurl1(inputs)
	if (locale === "fa") return __fa.validation_importurl1(inputs)
	return __en.validation_importurl1(inputs)
});
export { validation_importurl1 as "validation_importUrl" }
/**
* | output |
* | --- |
* | "The latitude must be a number between -90 and 90" |
*
* @param {Validation_LatitudeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_latitude = /** @type {((inputs?: Validation_LatitudeInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_LatitudeInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_latitude(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_latitude(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_latitude(inputs)
	if (locale === "pa") return __pa.validation_latitude(inputs)
	if (locale === "fa") return __fa.validation_latitude(inputs)
	return __en.validation_latitude(inputs)
});
/**
* | output |
* | --- |
* | "This link has expired. Please enter your address in Settings again to get a new one." |
*
* @param {Validation_Linkexpired1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_linkexpired1 = /** @type {((inputs?: Validation_Linkexpired1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Linkexpired1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_linkexpired1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_linkexpired1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_linkexpired1(inputs)
	if (locale === "pa") return __pa.validation_linkexpired1(inputs)
	if (locale === "fa") return __fa.validation_linkexpired1(inputs)
	return __en.validation_linkexpired1(inputs)
});
export { validation_linkexpired1 as "validation_linkExpired" }
/**
* | output |
* | --- |
* | "Sorry, each part of the location must be between 1 and 100 characters long." |
*
* @param {Validation_Locationpart1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_locationpart1 = /** @type {((inputs?: Validation_Locationpart1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Locationpart1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_locationpart1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_locationpart1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_locationpart1(inputs)
	if (locale === "pa") return __pa.validation_locationpart1(inputs)
	if (locale === "fa") return __fa.validation_locationpart1(inputs)
	return __en.validation_locationpart1(inputs)
});
export { validation_locationpart1 as "validation_locationPart" }
/**
* | output |
* | --- |
* | "Sorry, your username must be between 3 and 30 characters long and should contain only letters, digits and underscores." |
*
* @param {Validation_LoginInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_login = /** @type {((inputs?: Validation_LoginInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_LoginInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_login(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_login(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_login(inputs)
	if (locale === "pa") return __pa.validation_login(inputs)
	if (locale === "fa") return __fa.validation_login(inputs)
	return __en.validation_login(inputs)
});
/**
* | output |
* | --- |
* | "Sorry, this username is already taken." |
*
* @param {Validation_Logintaken1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_logintaken1 = /** @type {((inputs?: Validation_Logintaken1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Logintaken1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_logintaken1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_logintaken1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_logintaken1(inputs)
	if (locale === "pa") return __pa.validation_logintaken1(inputs)
	if (locale === "fa") return __fa.validation_logintaken1(inputs)
	return __en.validation_logintaken1(inputs)
});
export { validation_logintaken1 as "validation_loginTaken" }
/**
* | output |
* | --- |
* | "The longitude must be a number between -180 and 180" |
*
* @param {Validation_LongitudeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_longitude = /** @type {((inputs?: Validation_LongitudeInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_LongitudeInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_longitude(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_longitude(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_longitude(inputs)
	if (locale === "pa") return __pa.validation_longitude(inputs)
	if (locale === "fa") return __fa.validation_longitude(inputs)
	return __en.validation_longitude(inputs)
});
/**
* | output |
* | --- |
* | "The meeting link must be a web address starting with http:// or https:// (at most 500 characters)" |
*
* @param {Validation_Meetingurl1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_meetingurl1 = /** @type {((inputs?: Validation_Meetingurl1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Meetingurl1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_meetingurl1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_meetingurl1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_meetingurl1(inputs)
	if (locale === "pa") return __pa.validation_meetingurl1(inputs)
	if (locale === "fa") return __fa.validation_meetingurl1(inputs)
	return __en.validation_meetingurl1(inputs)
});
export { validation_meetingurl1 as "validation_meetingUrl" }
/**
* | output |
* | --- |
* | "You can write to people you share a group with, or to someone who has written to you first." |
*
* @param {Validation_Messagingnotallowed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_messagingnotallowed2 = /** @type {((inputs?: Validation_Messagingnotallowed2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Messagingnotallowed2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_messagingnotallowed2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_messagingnotallowed2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_messagingnotallowed2(inputs)
	if (locale === "pa") return __pa.validation_messagingnotallowed2(inputs)
	if (locale === "fa") return __fa.validation_messagingnotallowed2(inputs)
	return __en.validation_messagingnotallowed2(inputs)
});
export { validation_messagingnotallowed2 as "validation_messagingNotAllowed" }
/**
* | output |
* | --- |
* | "You cannot write to yourself." |
*
* @param {Validation_Messagingself1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_messagingself1 = /** @type {((inputs?: Validation_Messagingself1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Messagingself1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_messagingself1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_messagingself1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_messagingself1(inputs)
	if (locale === "pa") return __pa.validation_messagingself1(inputs)
	if (locale === "fa") return __fa.validation_messagingself1(inputs)
	return __en.validation_messagingself1(inputs)
});
export { validation_messagingself1 as "validation_messagingSelf" }
/**
* | output |
* | --- |
* | "You are sending messages too fast. Please wait a minute and try again." |
*
* @param {Validation_Messagingtoofast2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_messagingtoofast2 = /** @type {((inputs?: Validation_Messagingtoofast2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Messagingtoofast2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_messagingtoofast2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_messagingtoofast2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_messagingtoofast2(inputs)
	if (locale === "pa") return __pa.validation_messagingtoofast2(inputs)
	if (locale === "fa") return __fa.validation_messagingtoofast2(inputs)
	return __en.validation_messagingtoofast2(inputs)
});
export { validation_messagingtoofast2 as "validation_messagingTooFast" }
/**
* | output |
* | --- |
* | "You have blocked this person. Unblock them in Settings to write again." |
*
* @param {Validation_Messagingyoublocked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_messagingyoublocked2 = /** @type {((inputs?: Validation_Messagingyoublocked2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Messagingyoublocked2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_messagingyoublocked2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_messagingyoublocked2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_messagingyoublocked2(inputs)
	if (locale === "pa") return __pa.validation_messagingyoublocked2(inputs)
	if (locale === "fa") return __fa.validation_messagingyoublocked2(inputs)
	return __en.validation_messagingyoublocked2(inputs)
});
export { validation_messagingyoublocked2 as "validation_messagingYouBlocked" }
/**
* | output |
* | --- |
* | "Please give a reason of at most 500 characters." |
*
* @param {Validation_Moderationreason1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_moderationreason1 = /** @type {((inputs?: Validation_Moderationreason1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Moderationreason1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_moderationreason1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_moderationreason1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_moderationreason1(inputs)
	if (locale === "pa") return __pa.validation_moderationreason1(inputs)
	if (locale === "fa") return __fa.validation_moderationreason1(inputs)
	return __en.validation_moderationreason1(inputs)
});
export { validation_moderationreason1 as "validation_moderationReason" }
/**
* | output |
* | --- |
* | "A point must be written as latitude,longitude, e.g. 49.2642,-123.1553" |
*
* @param {Validation_NearInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_near = /** @type {((inputs?: Validation_NearInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_NearInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_near(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_near(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_near(inputs)
	if (locale === "pa") return __pa.validation_near(inputs)
	if (locale === "fa") return __fa.validation_near(inputs)
	return __en.validation_near(inputs)
});
/**
* | output |
* | --- |
* | "Search near a point or a place, not both" |
*
* @param {Validation_Nearorplace2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_nearorplace2 = /** @type {((inputs?: Validation_Nearorplace2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Nearorplace2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_nearorplace2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_nearorplace2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_nearorplace2(inputs)
	if (locale === "pa") return __pa.validation_nearorplace2(inputs)
	if (locale === "fa") return __fa.validation_nearorplace2(inputs)
	return __en.validation_nearorplace2(inputs)
});
export { validation_nearorplace2 as "validation_nearOrPlace" }
/**
* | output |
* | --- |
* | "New accounts may write only a few messages an hour to people who have not written back." |
*
* @param {Validation_Newaccountstrangermessages3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_newaccountstrangermessages3 = /** @type {((inputs?: Validation_Newaccountstrangermessages3Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Newaccountstrangermessages3Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_newaccountstrangermessages3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_newaccountstrangermessages3(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_newaccountstrangermessages3(inputs)
	if (locale === "pa") return __pa.validation_newaccountstrangermessages3(inputs)
	if (locale === "fa") return __fa.validation_newaccountstrangermessages3(inputs)
	return __en.validation_newaccountstrangermessages3(inputs)
});
export { validation_newaccountstrangermessages3 as "validation_newAccountStrangerMessages" }
/**
* | output |
* | --- |
* | "This event is not part of a series." |
*
* @param {Validation_Notaseries2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_notaseries2 = /** @type {((inputs?: Validation_Notaseries2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Notaseries2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_notaseries2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_notaseries2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_notaseries2(inputs)
	if (locale === "pa") return __pa.validation_notaseries2(inputs)
	if (locale === "fa") return __fa.validation_notaseries2(inputs)
	return __en.validation_notaseries2(inputs)
});
export { validation_notaseries2 as "validation_notASeries" }
/**
* | output |
* | --- |
* | "The participants limit must be a whole number from 0 to 10000 (0 for unlimited)" |
*
* @param {Validation_Participantslimit1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_participantslimit1 = /** @type {((inputs?: Validation_Participantslimit1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Participantslimit1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_participantslimit1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_participantslimit1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_participantslimit1(inputs)
	if (locale === "pa") return __pa.validation_participantslimit1(inputs)
	if (locale === "fa") return __fa.validation_participantslimit1(inputs)
	return __en.validation_participantslimit1(inputs)
});
export { validation_participantslimit1 as "validation_participantsLimit" }
/**
* | output |
* | --- |
* | "Sorry, your password must be between 8 and 24 characters long and should contain at least 1 uppercase letter, 1 digit and 1 special symbol." |
*
* @param {Validation_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_password = /** @type {((inputs?: Validation_PasswordInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_PasswordInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_password(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_password(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_password(inputs)
	if (locale === "pa") return __pa.validation_password(inputs)
	if (locale === "fa") return __fa.validation_password(inputs)
	return __en.validation_password(inputs)
});
/**
* | output |
* | --- |
* | "Sorry, your passwords don't match." |
*
* @param {Validation_Passwordsdontmatch2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_passwordsdontmatch2 = /** @type {((inputs?: Validation_Passwordsdontmatch2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Passwordsdontmatch2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_passwordsdontmatch2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_passwordsdontmatch2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_passwordsdontmatch2(inputs)
	if (locale === "pa") return __pa.validation_passwordsdontmatch2(inputs)
	if (locale === "fa") return __fa.validation_passwordsdontmatch2(inputs)
	return __en.validation_passwordsdontmatch2(inputs)
});
export { validation_passwordsdontmatch2 as "validation_passwordsDontMatch" }
/**
* | output |
* | --- |
* | "A pin needs both a latitude and a longitude, or neither" |
*
* @param {Validation_Pinboth1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_pinboth1 = /** @type {((inputs?: Validation_Pinboth1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Pinboth1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_pinboth1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_pinboth1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_pinboth1(inputs)
	if (locale === "pa") return __pa.validation_pinboth1(inputs)
	if (locale === "fa") return __fa.validation_pinboth1(inputs)
	return __en.validation_pinboth1(inputs)
});
export { validation_pinboth1 as "validation_pinBoth" }
/**
* | output |
* | --- |
* | "You have already reported this; our moderators will look at it." |
*
* @param {Validation_Reportagain1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_reportagain1 = /** @type {((inputs?: Validation_Reportagain1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Reportagain1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_reportagain1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_reportagain1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_reportagain1(inputs)
	if (locale === "pa") return __pa.validation_reportagain1(inputs)
	if (locale === "fa") return __fa.validation_reportagain1(inputs)
	return __en.validation_reportagain1(inputs)
});
export { validation_reportagain1 as "validation_reportAgain" }
/**
* | output |
* | --- |
* | "The details may be at most 2000 characters long." |
*
* @param {Validation_Reportdetails1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_reportdetails1 = /** @type {((inputs?: Validation_Reportdetails1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Reportdetails1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_reportdetails1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_reportdetails1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_reportdetails1(inputs)
	if (locale === "pa") return __pa.validation_reportdetails1(inputs)
	if (locale === "fa") return __fa.validation_reportdetails1(inputs)
	return __en.validation_reportdetails1(inputs)
});
export { validation_reportdetails1 as "validation_reportDetails" }
/**
* | output |
* | --- |
* | "Choose one of the reasons in the list." |
*
* @param {Validation_Reportreason1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_reportreason1 = /** @type {((inputs?: Validation_Reportreason1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Reportreason1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_reportreason1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_reportreason1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_reportreason1(inputs)
	if (locale === "pa") return __pa.validation_reportreason1(inputs)
	if (locale === "fa") return __fa.validation_reportreason1(inputs)
	return __en.validation_reportreason1(inputs)
});
export { validation_reportreason1 as "validation_reportReason" }
/**
* | output |
* | --- |
* | "You cannot report yourself or what you wrote." |
*
* @param {Validation_Reportself1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_reportself1 = /** @type {((inputs?: Validation_Reportself1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Reportself1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_reportself1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_reportself1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_reportself1(inputs)
	if (locale === "pa") return __pa.validation_reportself1(inputs)
	if (locale === "fa") return __fa.validation_reportself1(inputs)
	return __en.validation_reportself1(inputs)
});
export { validation_reportself1 as "validation_reportSelf" }
/**
* | output |
* | --- |
* | "You have sent many reports in the last hour." |
*
* @param {Validation_Reportstoomany2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_reportstoomany2 = /** @type {((inputs?: Validation_Reportstoomany2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Reportstoomany2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_reportstoomany2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_reportstoomany2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_reportstoomany2(inputs)
	if (locale === "pa") return __pa.validation_reportstoomany2(inputs)
	if (locale === "fa") return __fa.validation_reportstoomany2(inputs)
	return __en.validation_reportstoomany2(inputs)
});
export { validation_reportstoomany2 as "validation_reportsTooMany" }
/**
* | output |
* | --- |
* | "This field is required" |
*
* @param {Validation_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_required = /** @type {((inputs?: Validation_RequiredInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_RequiredInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_required(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_required(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_required(inputs)
	if (locale === "pa") return __pa.validation_required(inputs)
	if (locale === "fa") return __fa.validation_required(inputs)
	return __en.validation_required(inputs)
});
/**
* | output |
* | --- |
* | "The date range must end after it starts and span at most 366 days" |
*
* @param {Validation_Searchrange1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_searchrange1 = /** @type {((inputs?: Validation_Searchrange1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Searchrange1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_searchrange1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_searchrange1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_searchrange1(inputs)
	if (locale === "pa") return __pa.validation_searchrange1(inputs)
	if (locale === "fa") return __fa.validation_searchrange1(inputs)
	return __en.validation_searchrange1(inputs)
});
export { validation_searchrange1 as "validation_searchRange" }
/**
* | output |
* | --- |
* | "Sorry, the search text must be at most 100 characters long" |
*
* @param {Validation_Searchtext1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_searchtext1 = /** @type {((inputs?: Validation_Searchtext1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Searchtext1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_searchtext1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_searchtext1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_searchtext1(inputs)
	if (locale === "pa") return __pa.validation_searchtext1(inputs)
	if (locale === "fa") return __fa.validation_searchtext1(inputs)
	return __en.validation_searchtext1(inputs)
});
export { validation_searchtext1 as "validation_searchText" }
/**
* | output |
* | --- |
* | "Dates must be written like 2026-12-05 or 2026-12-05T18:00" |
*
* @param {Validation_Searchwhen1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_searchwhen1 = /** @type {((inputs?: Validation_Searchwhen1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Searchwhen1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_searchwhen1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_searchwhen1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_searchwhen1(inputs)
	if (locale === "pa") return __pa.validation_searchwhen1(inputs)
	if (locale === "fa") return __fa.validation_searchwhen1(inputs)
	return __en.validation_searchwhen1(inputs)
});
export { validation_searchwhen1 as "validation_searchWhen" }
/**
* | output |
* | --- |
* | "A series repeats from 2 to 52 times." |
*
* @param {Validation_Seriescount1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_seriescount1 = /** @type {((inputs?: Validation_Seriescount1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Seriescount1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_seriescount1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_seriescount1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_seriescount1(inputs)
	if (locale === "pa") return __pa.validation_seriescount1(inputs)
	if (locale === "fa") return __fa.validation_seriescount1(inputs)
	return __en.validation_seriescount1(inputs)
});
export { validation_seriescount1 as "validation_seriesCount" }
/**
* | output |
* | --- |
* | "Choose when the series ends: on a date or after a number of times." |
*
* @param {Validation_Seriesend1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_seriesend1 = /** @type {((inputs?: Validation_Seriesend1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Seriesend1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_seriesend1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_seriesend1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_seriesend1(inputs)
	if (locale === "pa") return __pa.validation_seriesend1(inputs)
	if (locale === "fa") return __fa.validation_seriesend1(inputs)
	return __en.validation_seriesend1(inputs)
});
export { validation_seriesend1 as "validation_seriesEnd" }
/**
* | output |
* | --- |
* | "Add from 1 to 51 more dates." |
*
* @param {Validation_Seriesmorecount2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_seriesmorecount2 = /** @type {((inputs?: Validation_Seriesmorecount2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Seriesmorecount2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_seriesmorecount2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_seriesmorecount2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_seriesmorecount2(inputs)
	if (locale === "pa") return __pa.validation_seriesmorecount2(inputs)
	if (locale === "fa") return __fa.validation_seriesmorecount2(inputs)
	return __en.validation_seriesmorecount2(inputs)
});
export { validation_seriesmorecount2 as "validation_seriesMoreCount" }
/**
* | output |
* | --- |
* | "Choose how to extend the series: with a number of dates or until a later date." |
*
* @param {Validation_Seriesmoreend2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_seriesmoreend2 = /** @type {((inputs?: Validation_Seriesmoreend2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Seriesmoreend2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_seriesmoreend2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_seriesmoreend2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_seriesmoreend2(inputs)
	if (locale === "pa") return __pa.validation_seriesmoreend2(inputs)
	if (locale === "fa") return __fa.validation_seriesmoreend2(inputs)
	return __en.validation_seriesmoreend2(inputs)
});
export { validation_seriesmoreend2 as "validation_seriesMoreEnd" }
/**
* | output |
* | --- |
* | "The new end date must be after the last date of the series, and the series at most 52 upcoming events long." |
*
* @param {Validation_Seriesmoreuntil2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_seriesmoreuntil2 = /** @type {((inputs?: Validation_Seriesmoreuntil2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Seriesmoreuntil2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_seriesmoreuntil2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_seriesmoreuntil2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_seriesmoreuntil2(inputs)
	if (locale === "pa") return __pa.validation_seriesmoreuntil2(inputs)
	if (locale === "fa") return __fa.validation_seriesmoreuntil2(inputs)
	return __en.validation_seriesmoreuntil2(inputs)
});
export { validation_seriesmoreuntil2 as "validation_seriesMoreUntil" }
/**
* | output |
* | --- |
* | "The end date must be after the first event, and the series at most 52 events long." |
*
* @param {Validation_Seriesuntil1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_seriesuntil1 = /** @type {((inputs?: Validation_Seriesuntil1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Seriesuntil1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_seriesuntil1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_seriesuntil1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_seriesuntil1(inputs)
	if (locale === "pa") return __pa.validation_seriesuntil1(inputs)
	if (locale === "fa") return __fa.validation_seriesuntil1(inputs)
	return __en.validation_seriesuntil1(inputs)
});
export { validation_seriesuntil1 as "validation_seriesUntil" }
/**
* | output |
* | --- |
* | "The end of a suspension must be a date and time in the future." |
*
* @param {Validation_Suspenduntil1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_suspenduntil1 = /** @type {((inputs?: Validation_Suspenduntil1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Suspenduntil1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_suspenduntil1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_suspenduntil1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_suspenduntil1(inputs)
	if (locale === "pa") return __pa.validation_suspenduntil1(inputs)
	if (locale === "fa") return __fa.validation_suspenduntil1(inputs)
	return __en.validation_suspenduntil1(inputs)
});
export { validation_suspenduntil1 as "validation_suspendUntil" }
/**
* | output |
* | --- |
* | "Only a suspension takes an end date." |
*
* @param {Validation_Suspenduntilonlysuspend3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_suspenduntilonlysuspend3 = /** @type {((inputs?: Validation_Suspenduntilonlysuspend3Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Suspenduntilonlysuspend3Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_suspenduntilonlysuspend3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_suspenduntilonlysuspend3(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_suspenduntilonlysuspend3(inputs)
	if (locale === "pa") return __pa.validation_suspenduntilonlysuspend3(inputs)
	if (locale === "fa") return __fa.validation_suspenduntilonlysuspend3(inputs)
	return __en.validation_suspenduntilonlysuspend3(inputs)
});
export { validation_suspenduntilonlysuspend3 as "validation_suspendUntilOnlySuspend" }
/**
* | output |
* | --- |
* | "Each tag is one word of up to 30 letters, digits, dashes or underscores" |
*
* @param {Validation_TagInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_tag = /** @type {((inputs?: Validation_TagInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_TagInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_tag(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_tag(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_tag(inputs)
	if (locale === "pa") return __pa.validation_tag(inputs)
	if (locale === "fa") return __fa.validation_tag(inputs)
	return __en.validation_tag(inputs)
});
/**
* | output |
* | --- |
* | "Sorry, the tags must be at most 100 characters long" |
*
* @param {Validation_TagsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_tags = /** @type {((inputs?: Validation_TagsInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_TagsInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_tags(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_tags(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_tags(inputs)
	if (locale === "pa") return __pa.validation_tags(inputs)
	if (locale === "fa") return __fa.validation_tags(inputs)
	return __en.validation_tags(inputs)
});
/**
* | output |
* | --- |
* | "Each tag may appear only once" |
*
* @param {Validation_Tagsrepeated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_tagsrepeated1 = /** @type {((inputs?: Validation_Tagsrepeated1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Tagsrepeated1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_tagsrepeated1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_tagsrepeated1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_tagsrepeated1(inputs)
	if (locale === "pa") return __pa.validation_tagsrepeated1(inputs)
	if (locale === "fa") return __fa.validation_tagsrepeated1(inputs)
	return __en.validation_tagsrepeated1(inputs)
});
export { validation_tagsrepeated1 as "validation_tagsRepeated" }
/**
* | output |
* | --- |
* | "Unknown place: choose one of the neighbourhoods or municipalities listed" |
*
* @param {Validation_Unknownplace1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_unknownplace1 = /** @type {((inputs?: Validation_Unknownplace1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Unknownplace1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_unknownplace1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_unknownplace1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_unknownplace1(inputs)
	if (locale === "pa") return __pa.validation_unknownplace1(inputs)
	if (locale === "fa") return __fa.validation_unknownplace1(inputs)
	return __en.validation_unknownplace1(inputs)
});
export { validation_unknownplace1 as "validation_unknownPlace" }
/**
* | output |
* | --- |
* | "The distance must be a number of km from 1 to 100" |
*
* @param {Validation_Withinkm1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_withinkm1 = /** @type {((inputs?: Validation_Withinkm1Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Withinkm1Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_withinkm1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_withinkm1(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_withinkm1(inputs)
	if (locale === "pa") return __pa.validation_withinkm1(inputs)
	if (locale === "fa") return __fa.validation_withinkm1(inputs)
	return __en.validation_withinkm1(inputs)
});
export { validation_withinkm1 as "validation_withinKm" }
/**
* | output |
* | --- |
* | "A distance needs a point to measure from: near or place" |
*
* @param {Validation_Withinneedspoint2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
const validation_withinneedspoint2 = /** @type {((inputs?: Validation_Withinneedspoint2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Withinneedspoint2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.validation_withinneedspoint2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.validation_withinneedspoint2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.validation_withinneedspoint2(inputs)
	if (locale === "pa") return __pa.validation_withinneedspoint2(inputs)
	if (locale === "fa") return __fa.validation_withinneedspoint2(inputs)
	return __en.validation_withinneedspoint2(inputs)
});
export { validation_withinneedspoint2 as "validation_withinNeedsPoint" }