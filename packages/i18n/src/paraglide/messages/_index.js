/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Common_Binding_EnglishInputs */
/** @typedef {{}} Common_LanguageInputs */
/** @typedef {{}} Common_Language_Account_HintInputs */
/** @typedef {{}} Common_Language_MenuInputs */
/** @typedef {{}} Common_Language_Not_SavedInputs */
/** @typedef {{ language: NonNullable<unknown> }} Common_Language_SavedInputs */
/** @typedef {{}} Server_Address_Search_Is_Not_Set_UpInputs */
/** @typedef {{}} Server_Altcha_Is_Not_In_UseInputs */
/** @typedef {{}} Server_Failed_To_Create_Group_Limit_OfInputs */
/** @typedef {{}} Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs */
/** @typedef {{}} Server_New_Members_Join_As_MemberInputs */
/** @typedef {{}} Server_No_Free_Group_Id_Could_BeInputs */
/** @typedef {{}} Server_No_One_May_Act_On_AnInputs */
/** @typedef {{}} Server_Not_FoundInputs */
/** @typedef {{}} Server_Nothing_Could_Be_Read_From_ThisInputs */
/** @typedef {{}} Server_Only_An_Admin_May_Act_OnInputs */
/** @typedef {{}} Server_Only_An_Event_Host_Or_TheInputs */
/** @typedef {{}} Server_Only_Https_Links_To_Meetupcom_CanInputs */
/** @typedef {{}} Server_Only_Members_Of_The_Group_SeeInputs */
/** @typedef {{}} Server_Only_Members_See_A_Private_GroupsInputs */
/** @typedef {{}} Server_Only_Members_See_Who_Belongs_ToInputs */
/** @typedef {{}} Server_Only_Site_Moderators_May_Do_ThisInputs */
/** @typedef {{}} Server_Only_The_Creator_Of_An_EventInputs */
/** @typedef {{}} Server_Only_The_Host_Of_The_EventInputs */
/** @typedef {{}} Server_Only_The_Host_Of_The_Event_2Inputs */
/** @typedef {{}} Server_Only_The_Host_Or_The_OwnerInputs */
/** @typedef {{}} Server_Only_The_Host_Or_The_Owner_2Inputs */
/** @typedef {{}} Server_Only_The_Owner_And_The_EventInputs */
/** @typedef {{}} Server_Please_Sign_In_To_ContinueInputs */
/** @typedef {{}} Server_Send_The_Signin_Form_As_MultipartformdataInputs */
/** @typedef {{}} Server_Some_Of_These_Reports_Do_NotInputs */
/** @typedef {{}} Server_The_Cursor_Is_Not_Valid_AskInputs */
/** @typedef {{}} Server_The_Host_Cannot_Leave_Their_OwnInputs */
/** @typedef {{}} Server_The_Host_Of_An_Event_CannotInputs */
/** @typedef {{}} Server_The_Owner_Cannot_Leave_The_GroupInputs */
/** @typedef {{}} Server_The_Owner_Of_A_Group_CannotInputs */
/** @typedef {{}} Server_The_Signin_Form_Could_Not_BeInputs */
/** @typedef {{}} Server_The_Upload_Could_Not_Be_ReadInputs */
/** @typedef {{}} Server_There_Is_No_ImageInputs */
/** @typedef {{}} Server_There_Is_No_Such_RequestInputs */
/** @typedef {{}} Server_There_Is_No_Such_Sitemap_FileInputs */
/** @typedef {{}} Server_There_Is_No_Such_UserInputs */
/** @typedef {{}} Server_This_Calendar_Address_Is_Not_ValidInputs */
/** @typedef {{}} Server_This_Comment_Does_Not_ExistInputs */
/** @typedef {{}} Server_This_Does_Not_Exist_And_NoInputs */
/** @typedef {{}} Server_This_Event_Does_Not_ExistInputs */
/** @typedef {{}} Server_This_Event_Has_Already_EndedInputs */
/** @typedef {{}} Server_This_Group_Does_Not_ExistInputs */
/** @typedef {{}} Server_This_Group_Is_Private_Ask_ToInputs */
/** @typedef {{}} Server_This_Group_Is_Private_Its_EventsInputs */
/** @typedef {{}} Server_This_Is_Not_A_LinkInputs */
/** @typedef {{}} Server_This_Is_Not_The_Link_OfInputs */
/** @typedef {{}} Server_This_Is_Not_The_Link_Of_2Inputs */
/** @typedef {{}} Server_This_No_Longer_Exists_Only_DismissInputs */
/** @typedef {{}} Server_This_Person_Already_Hosts_The_EventInputs */
/** @typedef {{}} Server_This_Person_Does_Not_ExistInputs */
/** @typedef {{}} Server_This_Person_Is_Not_A_MemberInputs */
/** @typedef {{}} Server_This_Person_Is_Not_Banned_FromInputs */
/** @typedef {{}} Server_Too_Many_Requests_Please_Wait_AInputs */
/** @typedef {{}} Server_You_Are_Already_Attending_This_EventInputs */
/** @typedef {{}} Server_You_Are_Not_A_Member_OfInputs */
/** @typedef {{}} Server_You_Are_Not_Allowed_To_DoInputs */
/** @typedef {{}} Server_You_Are_Not_Attending_This_EventInputs */
/** @typedef {{}} Server_You_Cannot_Act_On_Yourself_OrInputs */
/** @typedef {{}} Server_You_Cannot_Ask_To_Join_ThisInputs */
/** @typedef {{}} Server_You_Cannot_Block_YourselfInputs */
/** @typedef {{}} Server_You_Cannot_Comment_On_This_GroupsInputs */
/** @typedef {{}} Server_You_Cannot_Join_This_GroupInputs */
/** @typedef {{}} Server_You_Have_Not_Blocked_This_PersonInputs */
/** @typedef {{}} Server_You_Must_Be_A_Member_OfInputs */
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
* | "Address search is not set up on this site: drag the pin or pick a neighbourhood." |
*
* @param {Server_Address_Search_Is_Not_Set_UpInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_address_search_is_not_set_up = /** @type {((inputs?: Server_Address_Search_Is_Not_Set_UpInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Address_Search_Is_Not_Set_UpInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_address_search_is_not_set_up(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_address_search_is_not_set_up(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_address_search_is_not_set_up(inputs)
	if (locale === "pa") return __pa.server_address_search_is_not_set_up(inputs)
	if (locale === "fa") return __fa.server_address_search_is_not_set_up(inputs)
	return __en.server_address_search_is_not_set_up(inputs)
});
/**
* | output |
* | --- |
* | "ALTCHA is not in use." |
*
* @param {Server_Altcha_Is_Not_In_UseInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_altcha_is_not_in_use = /** @type {((inputs?: Server_Altcha_Is_Not_In_UseInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Altcha_Is_Not_In_UseInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_altcha_is_not_in_use(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_altcha_is_not_in_use(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_altcha_is_not_in_use(inputs)
	if (locale === "pa") return __pa.server_altcha_is_not_in_use(inputs)
	if (locale === "fa") return __fa.server_altcha_is_not_in_use(inputs)
	return __en.server_altcha_is_not_in_use(inputs)
});
/**
* | output |
* | --- |
* | "Failed to create group. Limit of groups per user is exceeded." |
*
* @param {Server_Failed_To_Create_Group_Limit_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_failed_to_create_group_limit_of = /** @type {((inputs?: Server_Failed_To_Create_Group_Limit_OfInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Failed_To_Create_Group_Limit_OfInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_failed_to_create_group_limit_of(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_failed_to_create_group_limit_of(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_failed_to_create_group_limit_of(inputs)
	if (locale === "pa") return __pa.server_failed_to_create_group_limit_of(inputs)
	if (locale === "fa") return __fa.server_failed_to_create_group_limit_of(inputs)
	return __en.server_failed_to_create_group_limit_of(inputs)
});
/**
* | output |
* | --- |
* | "Invalid or missing CSRF token. Reload the page and try again." |
*
* @param {Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_invalid_or_missing_csrf_token_reload = /** @type {((inputs?: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_invalid_or_missing_csrf_token_reload(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_invalid_or_missing_csrf_token_reload(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_invalid_or_missing_csrf_token_reload(inputs)
	if (locale === "pa") return __pa.server_invalid_or_missing_csrf_token_reload(inputs)
	if (locale === "fa") return __fa.server_invalid_or_missing_csrf_token_reload(inputs)
	return __en.server_invalid_or_missing_csrf_token_reload(inputs)
});
/**
* | output |
* | --- |
* | "New members join as MEMBER." |
*
* @param {Server_New_Members_Join_As_MemberInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_new_members_join_as_member = /** @type {((inputs?: Server_New_Members_Join_As_MemberInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_New_Members_Join_As_MemberInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_new_members_join_as_member(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_new_members_join_as_member(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_new_members_join_as_member(inputs)
	if (locale === "pa") return __pa.server_new_members_join_as_member(inputs)
	if (locale === "fa") return __fa.server_new_members_join_as_member(inputs)
	return __en.server_new_members_join_as_member(inputs)
});
/**
* | output |
* | --- |
* | "No free group id could be made from this link." |
*
* @param {Server_No_Free_Group_Id_Could_BeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_no_free_group_id_could_be = /** @type {((inputs?: Server_No_Free_Group_Id_Could_BeInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_No_Free_Group_Id_Could_BeInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_no_free_group_id_could_be(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_no_free_group_id_could_be(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_no_free_group_id_could_be(inputs)
	if (locale === "pa") return __pa.server_no_free_group_id_could_be(inputs)
	if (locale === "fa") return __fa.server_no_free_group_id_could_be(inputs)
	return __en.server_no_free_group_id_could_be(inputs)
});
/**
* | output |
* | --- |
* | "No one may act on an admin here." |
*
* @param {Server_No_One_May_Act_On_AnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_no_one_may_act_on_an = /** @type {((inputs?: Server_No_One_May_Act_On_AnInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_No_One_May_Act_On_AnInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_no_one_may_act_on_an(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_no_one_may_act_on_an(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_no_one_may_act_on_an(inputs)
	if (locale === "pa") return __pa.server_no_one_may_act_on_an(inputs)
	if (locale === "fa") return __fa.server_no_one_may_act_on_an(inputs)
	return __en.server_no_one_may_act_on_an(inputs)
});
/**
* | output |
* | --- |
* | "Not found." |
*
* @param {Server_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_not_found = /** @type {((inputs?: Server_Not_FoundInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Not_FoundInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_not_found(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_not_found(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_not_found(inputs)
	if (locale === "pa") return __pa.server_not_found(inputs)
	if (locale === "fa") return __fa.server_not_found(inputs)
	return __en.server_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Nothing could be read from this page: is it public, and the right link?" |
*
* @param {Server_Nothing_Could_Be_Read_From_ThisInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_nothing_could_be_read_from_this = /** @type {((inputs?: Server_Nothing_Could_Be_Read_From_ThisInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Nothing_Could_Be_Read_From_ThisInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_nothing_could_be_read_from_this(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_nothing_could_be_read_from_this(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_nothing_could_be_read_from_this(inputs)
	if (locale === "pa") return __pa.server_nothing_could_be_read_from_this(inputs)
	if (locale === "fa") return __fa.server_nothing_could_be_read_from_this(inputs)
	return __en.server_nothing_could_be_read_from_this(inputs)
});
/**
* | output |
* | --- |
* | "Only an admin may act on a moderator." |
*
* @param {Server_Only_An_Admin_May_Act_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_an_admin_may_act_on = /** @type {((inputs?: Server_Only_An_Admin_May_Act_OnInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_An_Admin_May_Act_OnInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_an_admin_may_act_on(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_an_admin_may_act_on(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_an_admin_may_act_on(inputs)
	if (locale === "pa") return __pa.server_only_an_admin_may_act_on(inputs)
	if (locale === "fa") return __fa.server_only_an_admin_may_act_on(inputs)
	return __en.server_only_an_admin_may_act_on(inputs)
});
/**
* | output |
* | --- |
* | "Only an event host or the owner of the group can be given an event." |
*
* @param {Server_Only_An_Event_Host_Or_TheInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_an_event_host_or_the = /** @type {((inputs?: Server_Only_An_Event_Host_Or_TheInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_An_Event_Host_Or_TheInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_an_event_host_or_the(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_an_event_host_or_the(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_an_event_host_or_the(inputs)
	if (locale === "pa") return __pa.server_only_an_event_host_or_the(inputs)
	if (locale === "fa") return __fa.server_only_an_event_host_or_the(inputs)
	return __en.server_only_an_event_host_or_the(inputs)
});
/**
* | output |
* | --- |
* | "Only https links to meetup.com can be imported." |
*
* @param {Server_Only_Https_Links_To_Meetupcom_CanInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_https_links_to_meetupcom_can = /** @type {((inputs?: Server_Only_Https_Links_To_Meetupcom_CanInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_Https_Links_To_Meetupcom_CanInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_https_links_to_meetupcom_can(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_https_links_to_meetupcom_can(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_https_links_to_meetupcom_can(inputs)
	if (locale === "pa") return __pa.server_only_https_links_to_meetupcom_can(inputs)
	if (locale === "fa") return __fa.server_only_https_links_to_meetupcom_can(inputs)
	return __en.server_only_https_links_to_meetupcom_can(inputs)
});
/**
* | output |
* | --- |
* | "Only members of the group see this event." |
*
* @param {Server_Only_Members_Of_The_Group_SeeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_members_of_the_group_see = /** @type {((inputs?: Server_Only_Members_Of_The_Group_SeeInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_Members_Of_The_Group_SeeInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_members_of_the_group_see(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_members_of_the_group_see(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_members_of_the_group_see(inputs)
	if (locale === "pa") return __pa.server_only_members_of_the_group_see(inputs)
	if (locale === "fa") return __fa.server_only_members_of_the_group_see(inputs)
	return __en.server_only_members_of_the_group_see(inputs)
});
/**
* | output |
* | --- |
* | "Only members see a private group's calendar." |
*
* @param {Server_Only_Members_See_A_Private_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_members_see_a_private_groups = /** @type {((inputs?: Server_Only_Members_See_A_Private_GroupsInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_Members_See_A_Private_GroupsInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_members_see_a_private_groups(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_members_see_a_private_groups(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_members_see_a_private_groups(inputs)
	if (locale === "pa") return __pa.server_only_members_see_a_private_groups(inputs)
	if (locale === "fa") return __fa.server_only_members_see_a_private_groups(inputs)
	return __en.server_only_members_see_a_private_groups(inputs)
});
/**
* | output |
* | --- |
* | "Only members see who belongs to a private group." |
*
* @param {Server_Only_Members_See_Who_Belongs_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_members_see_who_belongs_to = /** @type {((inputs?: Server_Only_Members_See_Who_Belongs_ToInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_Members_See_Who_Belongs_ToInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_members_see_who_belongs_to(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_members_see_who_belongs_to(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_members_see_who_belongs_to(inputs)
	if (locale === "pa") return __pa.server_only_members_see_who_belongs_to(inputs)
	if (locale === "fa") return __fa.server_only_members_see_who_belongs_to(inputs)
	return __en.server_only_members_see_who_belongs_to(inputs)
});
/**
* | output |
* | --- |
* | "Only site moderators may do this." |
*
* @param {Server_Only_Site_Moderators_May_Do_ThisInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_site_moderators_may_do_this = /** @type {((inputs?: Server_Only_Site_Moderators_May_Do_ThisInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_Site_Moderators_May_Do_ThisInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_site_moderators_may_do_this(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_site_moderators_may_do_this(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_site_moderators_may_do_this(inputs)
	if (locale === "pa") return __pa.server_only_site_moderators_may_do_this(inputs)
	if (locale === "fa") return __fa.server_only_site_moderators_may_do_this(inputs)
	return __en.server_only_site_moderators_may_do_this(inputs)
});
/**
* | output |
* | --- |
* | "Only the creator of an event hosts it." |
*
* @param {Server_Only_The_Creator_Of_An_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_creator_of_an_event = /** @type {((inputs?: Server_Only_The_Creator_Of_An_EventInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_The_Creator_Of_An_EventInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_the_creator_of_an_event(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_the_creator_of_an_event(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_the_creator_of_an_event(inputs)
	if (locale === "pa") return __pa.server_only_the_creator_of_an_event(inputs)
	if (locale === "fa") return __fa.server_only_the_creator_of_an_event(inputs)
	return __en.server_only_the_creator_of_an_event(inputs)
});
/**
* | output |
* | --- |
* | "Only the host of the event or the owner of the group may do this." |
*
* @param {Server_Only_The_Host_Of_The_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_host_of_the_event = /** @type {((inputs?: Server_Only_The_Host_Of_The_EventInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_The_Host_Of_The_EventInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_the_host_of_the_event(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_the_host_of_the_event(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_the_host_of_the_event(inputs)
	if (locale === "pa") return __pa.server_only_the_host_of_the_event(inputs)
	if (locale === "fa") return __fa.server_only_the_host_of_the_event(inputs)
	return __en.server_only_the_host_of_the_event(inputs)
});
/**
* | output |
* | --- |
* | "Only the host of the event or the owner of the group may hand it over." |
*
* @param {Server_Only_The_Host_Of_The_Event_2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_host_of_the_event_2 = /** @type {((inputs?: Server_Only_The_Host_Of_The_Event_2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_The_Host_Of_The_Event_2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_the_host_of_the_event_2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_the_host_of_the_event_2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_the_host_of_the_event_2(inputs)
	if (locale === "pa") return __pa.server_only_the_host_of_the_event_2(inputs)
	if (locale === "fa") return __fa.server_only_the_host_of_the_event_2(inputs)
	return __en.server_only_the_host_of_the_event_2(inputs)
});
/**
* | output |
* | --- |
* | "Only the host or the owner of the group may delete the event." |
*
* @param {Server_Only_The_Host_Or_The_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_host_or_the_owner = /** @type {((inputs?: Server_Only_The_Host_Or_The_OwnerInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_The_Host_Or_The_OwnerInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_the_host_or_the_owner(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_the_host_or_the_owner(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_the_host_or_the_owner(inputs)
	if (locale === "pa") return __pa.server_only_the_host_or_the_owner(inputs)
	if (locale === "fa") return __fa.server_only_the_host_or_the_owner(inputs)
	return __en.server_only_the_host_or_the_owner(inputs)
});
/**
* | output |
* | --- |
* | "Only the host or the owner of the group may download the attendee list." |
*
* @param {Server_Only_The_Host_Or_The_Owner_2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_host_or_the_owner_2 = /** @type {((inputs?: Server_Only_The_Host_Or_The_Owner_2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_The_Host_Or_The_Owner_2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_the_host_or_the_owner_2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_the_host_or_the_owner_2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_the_host_or_the_owner_2(inputs)
	if (locale === "pa") return __pa.server_only_the_host_or_the_owner_2(inputs)
	if (locale === "fa") return __fa.server_only_the_host_or_the_owner_2(inputs)
	return __en.server_only_the_host_or_the_owner_2(inputs)
});
/**
* | output |
* | --- |
* | "Only the owner and the event hosts of the group may create its events." |
*
* @param {Server_Only_The_Owner_And_The_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_owner_and_the_event = /** @type {((inputs?: Server_Only_The_Owner_And_The_EventInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Only_The_Owner_And_The_EventInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_only_the_owner_and_the_event(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_only_the_owner_and_the_event(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_only_the_owner_and_the_event(inputs)
	if (locale === "pa") return __pa.server_only_the_owner_and_the_event(inputs)
	if (locale === "fa") return __fa.server_only_the_owner_and_the_event(inputs)
	return __en.server_only_the_owner_and_the_event(inputs)
});
/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Server_Please_Sign_In_To_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_please_sign_in_to_continue = /** @type {((inputs?: Server_Please_Sign_In_To_ContinueInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Please_Sign_In_To_ContinueInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_please_sign_in_to_continue(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_please_sign_in_to_continue(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_please_sign_in_to_continue(inputs)
	if (locale === "pa") return __pa.server_please_sign_in_to_continue(inputs)
	if (locale === "fa") return __fa.server_please_sign_in_to_continue(inputs)
	return __en.server_please_sign_in_to_continue(inputs)
});
/**
* | output |
* | --- |
* | "Send the sign-in form as multipart/form-data." |
*
* @param {Server_Send_The_Signin_Form_As_MultipartformdataInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_send_the_signin_form_as_multipartformdata = /** @type {((inputs?: Server_Send_The_Signin_Form_As_MultipartformdataInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Send_The_Signin_Form_As_MultipartformdataInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_send_the_signin_form_as_multipartformdata(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_send_the_signin_form_as_multipartformdata(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_send_the_signin_form_as_multipartformdata(inputs)
	if (locale === "pa") return __pa.server_send_the_signin_form_as_multipartformdata(inputs)
	if (locale === "fa") return __fa.server_send_the_signin_form_as_multipartformdata(inputs)
	return __en.server_send_the_signin_form_as_multipartformdata(inputs)
});
/**
* | output |
* | --- |
* | "Some of these reports do not exist or are not about this subject." |
*
* @param {Server_Some_Of_These_Reports_Do_NotInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_some_of_these_reports_do_not = /** @type {((inputs?: Server_Some_Of_These_Reports_Do_NotInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Some_Of_These_Reports_Do_NotInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_some_of_these_reports_do_not(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_some_of_these_reports_do_not(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_some_of_these_reports_do_not(inputs)
	if (locale === "pa") return __pa.server_some_of_these_reports_do_not(inputs)
	if (locale === "fa") return __fa.server_some_of_these_reports_do_not(inputs)
	return __en.server_some_of_these_reports_do_not(inputs)
});
/**
* | output |
* | --- |
* | "The cursor is not valid: ask for the first page again." |
*
* @param {Server_The_Cursor_Is_Not_Valid_AskInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_cursor_is_not_valid_ask = /** @type {((inputs?: Server_The_Cursor_Is_Not_Valid_AskInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_The_Cursor_Is_Not_Valid_AskInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_the_cursor_is_not_valid_ask(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_the_cursor_is_not_valid_ask(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_the_cursor_is_not_valid_ask(inputs)
	if (locale === "pa") return __pa.server_the_cursor_is_not_valid_ask(inputs)
	if (locale === "fa") return __fa.server_the_cursor_is_not_valid_ask(inputs)
	return __en.server_the_cursor_is_not_valid_ask(inputs)
});
/**
* | output |
* | --- |
* | "The host cannot leave their own event." |
*
* @param {Server_The_Host_Cannot_Leave_Their_OwnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_host_cannot_leave_their_own = /** @type {((inputs?: Server_The_Host_Cannot_Leave_Their_OwnInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_The_Host_Cannot_Leave_Their_OwnInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_the_host_cannot_leave_their_own(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_the_host_cannot_leave_their_own(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_the_host_cannot_leave_their_own(inputs)
	if (locale === "pa") return __pa.server_the_host_cannot_leave_their_own(inputs)
	if (locale === "fa") return __fa.server_the_host_cannot_leave_their_own(inputs)
	return __en.server_the_host_cannot_leave_their_own(inputs)
});
/**
* | output |
* | --- |
* | "The host of an event cannot be changed here." |
*
* @param {Server_The_Host_Of_An_Event_CannotInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_host_of_an_event_cannot = /** @type {((inputs?: Server_The_Host_Of_An_Event_CannotInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_The_Host_Of_An_Event_CannotInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_the_host_of_an_event_cannot(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_the_host_of_an_event_cannot(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_the_host_of_an_event_cannot(inputs)
	if (locale === "pa") return __pa.server_the_host_of_an_event_cannot(inputs)
	if (locale === "fa") return __fa.server_the_host_of_an_event_cannot(inputs)
	return __en.server_the_host_of_an_event_cannot(inputs)
});
/**
* | output |
* | --- |
* | "The owner cannot leave the group." |
*
* @param {Server_The_Owner_Cannot_Leave_The_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_owner_cannot_leave_the_group = /** @type {((inputs?: Server_The_Owner_Cannot_Leave_The_GroupInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_The_Owner_Cannot_Leave_The_GroupInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_the_owner_cannot_leave_the_group(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_the_owner_cannot_leave_the_group(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_the_owner_cannot_leave_the_group(inputs)
	if (locale === "pa") return __pa.server_the_owner_cannot_leave_the_group(inputs)
	if (locale === "fa") return __fa.server_the_owner_cannot_leave_the_group(inputs)
	return __en.server_the_owner_cannot_leave_the_group(inputs)
});
/**
* | output |
* | --- |
* | "The owner of a group cannot be changed here." |
*
* @param {Server_The_Owner_Of_A_Group_CannotInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_owner_of_a_group_cannot = /** @type {((inputs?: Server_The_Owner_Of_A_Group_CannotInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_The_Owner_Of_A_Group_CannotInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_the_owner_of_a_group_cannot(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_the_owner_of_a_group_cannot(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_the_owner_of_a_group_cannot(inputs)
	if (locale === "pa") return __pa.server_the_owner_of_a_group_cannot(inputs)
	if (locale === "fa") return __fa.server_the_owner_of_a_group_cannot(inputs)
	return __en.server_the_owner_of_a_group_cannot(inputs)
});
/**
* | output |
* | --- |
* | "The sign-in form could not be read." |
*
* @param {Server_The_Signin_Form_Could_Not_BeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_signin_form_could_not_be = /** @type {((inputs?: Server_The_Signin_Form_Could_Not_BeInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_The_Signin_Form_Could_Not_BeInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_the_signin_form_could_not_be(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_the_signin_form_could_not_be(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_the_signin_form_could_not_be(inputs)
	if (locale === "pa") return __pa.server_the_signin_form_could_not_be(inputs)
	if (locale === "fa") return __fa.server_the_signin_form_could_not_be(inputs)
	return __en.server_the_signin_form_could_not_be(inputs)
});
/**
* | output |
* | --- |
* | "The upload could not be read." |
*
* @param {Server_The_Upload_Could_Not_Be_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_upload_could_not_be_read = /** @type {((inputs?: Server_The_Upload_Could_Not_Be_ReadInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_The_Upload_Could_Not_Be_ReadInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_the_upload_could_not_be_read(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_the_upload_could_not_be_read(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_the_upload_could_not_be_read(inputs)
	if (locale === "pa") return __pa.server_the_upload_could_not_be_read(inputs)
	if (locale === "fa") return __fa.server_the_upload_could_not_be_read(inputs)
	return __en.server_the_upload_could_not_be_read(inputs)
});
/**
* | output |
* | --- |
* | "There is no image." |
*
* @param {Server_There_Is_No_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_there_is_no_image = /** @type {((inputs?: Server_There_Is_No_ImageInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_There_Is_No_ImageInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_there_is_no_image(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_there_is_no_image(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_there_is_no_image(inputs)
	if (locale === "pa") return __pa.server_there_is_no_image(inputs)
	if (locale === "fa") return __fa.server_there_is_no_image(inputs)
	return __en.server_there_is_no_image(inputs)
});
/**
* | output |
* | --- |
* | "There is no such request." |
*
* @param {Server_There_Is_No_Such_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_there_is_no_such_request = /** @type {((inputs?: Server_There_Is_No_Such_RequestInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_There_Is_No_Such_RequestInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_there_is_no_such_request(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_there_is_no_such_request(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_there_is_no_such_request(inputs)
	if (locale === "pa") return __pa.server_there_is_no_such_request(inputs)
	if (locale === "fa") return __fa.server_there_is_no_such_request(inputs)
	return __en.server_there_is_no_such_request(inputs)
});
/**
* | output |
* | --- |
* | "There is no such sitemap file." |
*
* @param {Server_There_Is_No_Such_Sitemap_FileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_there_is_no_such_sitemap_file = /** @type {((inputs?: Server_There_Is_No_Such_Sitemap_FileInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_There_Is_No_Such_Sitemap_FileInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_there_is_no_such_sitemap_file(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_there_is_no_such_sitemap_file(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_there_is_no_such_sitemap_file(inputs)
	if (locale === "pa") return __pa.server_there_is_no_such_sitemap_file(inputs)
	if (locale === "fa") return __fa.server_there_is_no_such_sitemap_file(inputs)
	return __en.server_there_is_no_such_sitemap_file(inputs)
});
/**
* | output |
* | --- |
* | "There is no such user." |
*
* @param {Server_There_Is_No_Such_UserInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_there_is_no_such_user = /** @type {((inputs?: Server_There_Is_No_Such_UserInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_There_Is_No_Such_UserInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_there_is_no_such_user(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_there_is_no_such_user(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_there_is_no_such_user(inputs)
	if (locale === "pa") return __pa.server_there_is_no_such_user(inputs)
	if (locale === "fa") return __fa.server_there_is_no_such_user(inputs)
	return __en.server_there_is_no_such_user(inputs)
});
/**
* | output |
* | --- |
* | "This calendar address is not valid (a newer one may have replaced it)." |
*
* @param {Server_This_Calendar_Address_Is_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_calendar_address_is_not_valid = /** @type {((inputs?: Server_This_Calendar_Address_Is_Not_ValidInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Calendar_Address_Is_Not_ValidInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_calendar_address_is_not_valid(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_calendar_address_is_not_valid(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_calendar_address_is_not_valid(inputs)
	if (locale === "pa") return __pa.server_this_calendar_address_is_not_valid(inputs)
	if (locale === "fa") return __fa.server_this_calendar_address_is_not_valid(inputs)
	return __en.server_this_calendar_address_is_not_valid(inputs)
});
/**
* | output |
* | --- |
* | "This comment does not exist." |
*
* @param {Server_This_Comment_Does_Not_ExistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_comment_does_not_exist = /** @type {((inputs?: Server_This_Comment_Does_Not_ExistInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Comment_Does_Not_ExistInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_comment_does_not_exist(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_comment_does_not_exist(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_comment_does_not_exist(inputs)
	if (locale === "pa") return __pa.server_this_comment_does_not_exist(inputs)
	if (locale === "fa") return __fa.server_this_comment_does_not_exist(inputs)
	return __en.server_this_comment_does_not_exist(inputs)
});
/**
* | output |
* | --- |
* | "This does not exist, and no one has reported it." |
*
* @param {Server_This_Does_Not_Exist_And_NoInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_does_not_exist_and_no = /** @type {((inputs?: Server_This_Does_Not_Exist_And_NoInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Does_Not_Exist_And_NoInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_does_not_exist_and_no(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_does_not_exist_and_no(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_does_not_exist_and_no(inputs)
	if (locale === "pa") return __pa.server_this_does_not_exist_and_no(inputs)
	if (locale === "fa") return __fa.server_this_does_not_exist_and_no(inputs)
	return __en.server_this_does_not_exist_and_no(inputs)
});
/**
* | output |
* | --- |
* | "This event does not exist." |
*
* @param {Server_This_Event_Does_Not_ExistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_event_does_not_exist = /** @type {((inputs?: Server_This_Event_Does_Not_ExistInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Event_Does_Not_ExistInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_event_does_not_exist(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_event_does_not_exist(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_event_does_not_exist(inputs)
	if (locale === "pa") return __pa.server_this_event_does_not_exist(inputs)
	if (locale === "fa") return __fa.server_this_event_does_not_exist(inputs)
	return __en.server_this_event_does_not_exist(inputs)
});
/**
* | output |
* | --- |
* | "This event has already ended." |
*
* @param {Server_This_Event_Has_Already_EndedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_event_has_already_ended = /** @type {((inputs?: Server_This_Event_Has_Already_EndedInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Event_Has_Already_EndedInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_event_has_already_ended(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_event_has_already_ended(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_event_has_already_ended(inputs)
	if (locale === "pa") return __pa.server_this_event_has_already_ended(inputs)
	if (locale === "fa") return __fa.server_this_event_has_already_ended(inputs)
	return __en.server_this_event_has_already_ended(inputs)
});
/**
* | output |
* | --- |
* | "This group does not exist." |
*
* @param {Server_This_Group_Does_Not_ExistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_group_does_not_exist = /** @type {((inputs?: Server_This_Group_Does_Not_ExistInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Group_Does_Not_ExistInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_group_does_not_exist(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_group_does_not_exist(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_group_does_not_exist(inputs)
	if (locale === "pa") return __pa.server_this_group_does_not_exist(inputs)
	if (locale === "fa") return __fa.server_this_group_does_not_exist(inputs)
	return __en.server_this_group_does_not_exist(inputs)
});
/**
* | output |
* | --- |
* | "This group is private: ask to join it instead." |
*
* @param {Server_This_Group_Is_Private_Ask_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_group_is_private_ask_to = /** @type {((inputs?: Server_This_Group_Is_Private_Ask_ToInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Group_Is_Private_Ask_ToInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_group_is_private_ask_to(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_group_is_private_ask_to(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_group_is_private_ask_to(inputs)
	if (locale === "pa") return __pa.server_this_group_is_private_ask_to(inputs)
	if (locale === "fa") return __fa.server_this_group_is_private_ask_to(inputs)
	return __en.server_this_group_is_private_ask_to(inputs)
});
/**
* | output |
* | --- |
* | "This group is private: its events have no public feed." |
*
* @param {Server_This_Group_Is_Private_Its_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_group_is_private_its_events = /** @type {((inputs?: Server_This_Group_Is_Private_Its_EventsInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Group_Is_Private_Its_EventsInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_group_is_private_its_events(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_group_is_private_its_events(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_group_is_private_its_events(inputs)
	if (locale === "pa") return __pa.server_this_group_is_private_its_events(inputs)
	if (locale === "fa") return __fa.server_this_group_is_private_its_events(inputs)
	return __en.server_this_group_is_private_its_events(inputs)
});
/**
* | output |
* | --- |
* | "This is not a link." |
*
* @param {Server_This_Is_Not_A_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_is_not_a_link = /** @type {((inputs?: Server_This_Is_Not_A_LinkInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Is_Not_A_LinkInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_is_not_a_link(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_is_not_a_link(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_is_not_a_link(inputs)
	if (locale === "pa") return __pa.server_this_is_not_a_link(inputs)
	if (locale === "fa") return __fa.server_this_is_not_a_link(inputs)
	return __en.server_this_is_not_a_link(inputs)
});
/**
* | output |
* | --- |
* | "This is not the link of a Meetup group." |
*
* @param {Server_This_Is_Not_The_Link_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_is_not_the_link_of = /** @type {((inputs?: Server_This_Is_Not_The_Link_OfInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Is_Not_The_Link_OfInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_is_not_the_link_of(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_is_not_the_link_of(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_is_not_the_link_of(inputs)
	if (locale === "pa") return __pa.server_this_is_not_the_link_of(inputs)
	if (locale === "fa") return __fa.server_this_is_not_the_link_of(inputs)
	return __en.server_this_is_not_the_link_of(inputs)
});
/**
* | output |
* | --- |
* | "This is not the link of a Meetup event." |
*
* @param {Server_This_Is_Not_The_Link_Of_2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_is_not_the_link_of_2 = /** @type {((inputs?: Server_This_Is_Not_The_Link_Of_2Inputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Is_Not_The_Link_Of_2Inputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_is_not_the_link_of_2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_is_not_the_link_of_2(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_is_not_the_link_of_2(inputs)
	if (locale === "pa") return __pa.server_this_is_not_the_link_of_2(inputs)
	if (locale === "fa") return __fa.server_this_is_not_the_link_of_2(inputs)
	return __en.server_this_is_not_the_link_of_2(inputs)
});
/**
* | output |
* | --- |
* | "This no longer exists: only DISMISS is left." |
*
* @param {Server_This_No_Longer_Exists_Only_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_no_longer_exists_only_dismiss = /** @type {((inputs?: Server_This_No_Longer_Exists_Only_DismissInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_No_Longer_Exists_Only_DismissInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_no_longer_exists_only_dismiss(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_no_longer_exists_only_dismiss(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_no_longer_exists_only_dismiss(inputs)
	if (locale === "pa") return __pa.server_this_no_longer_exists_only_dismiss(inputs)
	if (locale === "fa") return __fa.server_this_no_longer_exists_only_dismiss(inputs)
	return __en.server_this_no_longer_exists_only_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "This person already hosts the event." |
*
* @param {Server_This_Person_Already_Hosts_The_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_person_already_hosts_the_event = /** @type {((inputs?: Server_This_Person_Already_Hosts_The_EventInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Person_Already_Hosts_The_EventInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_person_already_hosts_the_event(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_person_already_hosts_the_event(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_person_already_hosts_the_event(inputs)
	if (locale === "pa") return __pa.server_this_person_already_hosts_the_event(inputs)
	if (locale === "fa") return __fa.server_this_person_already_hosts_the_event(inputs)
	return __en.server_this_person_already_hosts_the_event(inputs)
});
/**
* | output |
* | --- |
* | "This person does not exist." |
*
* @param {Server_This_Person_Does_Not_ExistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_person_does_not_exist = /** @type {((inputs?: Server_This_Person_Does_Not_ExistInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Person_Does_Not_ExistInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_person_does_not_exist(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_person_does_not_exist(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_person_does_not_exist(inputs)
	if (locale === "pa") return __pa.server_this_person_does_not_exist(inputs)
	if (locale === "fa") return __fa.server_this_person_does_not_exist(inputs)
	return __en.server_this_person_does_not_exist(inputs)
});
/**
* | output |
* | --- |
* | "This person is not a member of this group." |
*
* @param {Server_This_Person_Is_Not_A_MemberInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_person_is_not_a_member = /** @type {((inputs?: Server_This_Person_Is_Not_A_MemberInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Person_Is_Not_A_MemberInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_person_is_not_a_member(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_person_is_not_a_member(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_person_is_not_a_member(inputs)
	if (locale === "pa") return __pa.server_this_person_is_not_a_member(inputs)
	if (locale === "fa") return __fa.server_this_person_is_not_a_member(inputs)
	return __en.server_this_person_is_not_a_member(inputs)
});
/**
* | output |
* | --- |
* | "This person is not banned from this group." |
*
* @param {Server_This_Person_Is_Not_Banned_FromInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_person_is_not_banned_from = /** @type {((inputs?: Server_This_Person_Is_Not_Banned_FromInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_This_Person_Is_Not_Banned_FromInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_this_person_is_not_banned_from(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_this_person_is_not_banned_from(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_this_person_is_not_banned_from(inputs)
	if (locale === "pa") return __pa.server_this_person_is_not_banned_from(inputs)
	if (locale === "fa") return __fa.server_this_person_is_not_banned_from(inputs)
	return __en.server_this_person_is_not_banned_from(inputs)
});
/**
* | output |
* | --- |
* | "Too many requests. Please wait a minute and try again." |
*
* @param {Server_Too_Many_Requests_Please_Wait_AInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_too_many_requests_please_wait_a = /** @type {((inputs?: Server_Too_Many_Requests_Please_Wait_AInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Too_Many_Requests_Please_Wait_AInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_too_many_requests_please_wait_a(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_too_many_requests_please_wait_a(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_too_many_requests_please_wait_a(inputs)
	if (locale === "pa") return __pa.server_too_many_requests_please_wait_a(inputs)
	if (locale === "fa") return __fa.server_too_many_requests_please_wait_a(inputs)
	return __en.server_too_many_requests_please_wait_a(inputs)
});
/**
* | output |
* | --- |
* | "You are already attending this event." |
*
* @param {Server_You_Are_Already_Attending_This_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_are_already_attending_this_event = /** @type {((inputs?: Server_You_Are_Already_Attending_This_EventInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Are_Already_Attending_This_EventInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_are_already_attending_this_event(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_are_already_attending_this_event(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_are_already_attending_this_event(inputs)
	if (locale === "pa") return __pa.server_you_are_already_attending_this_event(inputs)
	if (locale === "fa") return __fa.server_you_are_already_attending_this_event(inputs)
	return __en.server_you_are_already_attending_this_event(inputs)
});
/**
* | output |
* | --- |
* | "You are not a member of this group." |
*
* @param {Server_You_Are_Not_A_Member_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_are_not_a_member_of = /** @type {((inputs?: Server_You_Are_Not_A_Member_OfInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Are_Not_A_Member_OfInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_are_not_a_member_of(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_are_not_a_member_of(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_are_not_a_member_of(inputs)
	if (locale === "pa") return __pa.server_you_are_not_a_member_of(inputs)
	if (locale === "fa") return __fa.server_you_are_not_a_member_of(inputs)
	return __en.server_you_are_not_a_member_of(inputs)
});
/**
* | output |
* | --- |
* | "You are not allowed to do this." |
*
* @param {Server_You_Are_Not_Allowed_To_DoInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_are_not_allowed_to_do = /** @type {((inputs?: Server_You_Are_Not_Allowed_To_DoInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Are_Not_Allowed_To_DoInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_are_not_allowed_to_do(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_are_not_allowed_to_do(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_are_not_allowed_to_do(inputs)
	if (locale === "pa") return __pa.server_you_are_not_allowed_to_do(inputs)
	if (locale === "fa") return __fa.server_you_are_not_allowed_to_do(inputs)
	return __en.server_you_are_not_allowed_to_do(inputs)
});
/**
* | output |
* | --- |
* | "You are not attending this event." |
*
* @param {Server_You_Are_Not_Attending_This_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_are_not_attending_this_event = /** @type {((inputs?: Server_You_Are_Not_Attending_This_EventInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Are_Not_Attending_This_EventInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_are_not_attending_this_event(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_are_not_attending_this_event(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_are_not_attending_this_event(inputs)
	if (locale === "pa") return __pa.server_you_are_not_attending_this_event(inputs)
	if (locale === "fa") return __fa.server_you_are_not_attending_this_event(inputs)
	return __en.server_you_are_not_attending_this_event(inputs)
});
/**
* | output |
* | --- |
* | "You cannot act on yourself or on what you wrote." |
*
* @param {Server_You_Cannot_Act_On_Yourself_OrInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_cannot_act_on_yourself_or = /** @type {((inputs?: Server_You_Cannot_Act_On_Yourself_OrInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Cannot_Act_On_Yourself_OrInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_cannot_act_on_yourself_or(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_cannot_act_on_yourself_or(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_cannot_act_on_yourself_or(inputs)
	if (locale === "pa") return __pa.server_you_cannot_act_on_yourself_or(inputs)
	if (locale === "fa") return __fa.server_you_cannot_act_on_yourself_or(inputs)
	return __en.server_you_cannot_act_on_yourself_or(inputs)
});
/**
* | output |
* | --- |
* | "You cannot ask to join this group." |
*
* @param {Server_You_Cannot_Ask_To_Join_ThisInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_cannot_ask_to_join_this = /** @type {((inputs?: Server_You_Cannot_Ask_To_Join_ThisInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Cannot_Ask_To_Join_ThisInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_cannot_ask_to_join_this(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_cannot_ask_to_join_this(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_cannot_ask_to_join_this(inputs)
	if (locale === "pa") return __pa.server_you_cannot_ask_to_join_this(inputs)
	if (locale === "fa") return __fa.server_you_cannot_ask_to_join_this(inputs)
	return __en.server_you_cannot_ask_to_join_this(inputs)
});
/**
* | output |
* | --- |
* | "You cannot block yourself." |
*
* @param {Server_You_Cannot_Block_YourselfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_cannot_block_yourself = /** @type {((inputs?: Server_You_Cannot_Block_YourselfInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Cannot_Block_YourselfInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_cannot_block_yourself(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_cannot_block_yourself(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_cannot_block_yourself(inputs)
	if (locale === "pa") return __pa.server_you_cannot_block_yourself(inputs)
	if (locale === "fa") return __fa.server_you_cannot_block_yourself(inputs)
	return __en.server_you_cannot_block_yourself(inputs)
});
/**
* | output |
* | --- |
* | "You cannot comment on this group's events." |
*
* @param {Server_You_Cannot_Comment_On_This_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_cannot_comment_on_this_groups = /** @type {((inputs?: Server_You_Cannot_Comment_On_This_GroupsInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Cannot_Comment_On_This_GroupsInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_cannot_comment_on_this_groups(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_cannot_comment_on_this_groups(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_cannot_comment_on_this_groups(inputs)
	if (locale === "pa") return __pa.server_you_cannot_comment_on_this_groups(inputs)
	if (locale === "fa") return __fa.server_you_cannot_comment_on_this_groups(inputs)
	return __en.server_you_cannot_comment_on_this_groups(inputs)
});
/**
* | output |
* | --- |
* | "You cannot join this group." |
*
* @param {Server_You_Cannot_Join_This_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_cannot_join_this_group = /** @type {((inputs?: Server_You_Cannot_Join_This_GroupInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Cannot_Join_This_GroupInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_cannot_join_this_group(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_cannot_join_this_group(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_cannot_join_this_group(inputs)
	if (locale === "pa") return __pa.server_you_cannot_join_this_group(inputs)
	if (locale === "fa") return __fa.server_you_cannot_join_this_group(inputs)
	return __en.server_you_cannot_join_this_group(inputs)
});
/**
* | output |
* | --- |
* | "You have not blocked this person." |
*
* @param {Server_You_Have_Not_Blocked_This_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_have_not_blocked_this_person = /** @type {((inputs?: Server_You_Have_Not_Blocked_This_PersonInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Have_Not_Blocked_This_PersonInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_have_not_blocked_this_person(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_have_not_blocked_this_person(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_have_not_blocked_this_person(inputs)
	if (locale === "pa") return __pa.server_you_have_not_blocked_this_person(inputs)
	if (locale === "fa") return __fa.server_you_have_not_blocked_this_person(inputs)
	return __en.server_you_have_not_blocked_this_person(inputs)
});
/**
* | output |
* | --- |
* | "You must be a member of the group to attend" |
*
* @param {Server_You_Must_Be_A_Member_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_must_be_a_member_of = /** @type {((inputs?: Server_You_Must_Be_A_Member_OfInputs, options?: { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_You_Must_Be_A_Member_OfInputs, { locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.server_you_must_be_a_member_of(inputs)
	if (locale === "zh-Hans") return __zh_hans1.server_you_must_be_a_member_of(inputs)
	if (locale === "zh-Hant") return __zh_hant1.server_you_must_be_a_member_of(inputs)
	if (locale === "pa") return __pa.server_you_must_be_a_member_of(inputs)
	if (locale === "fa") return __fa.server_you_must_be_a_member_of(inputs)
	return __en.server_you_must_be_a_member_of(inputs)
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