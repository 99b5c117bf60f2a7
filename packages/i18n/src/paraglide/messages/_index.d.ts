/**
* | output |
* | --- |
* | "This is a translation. The English text is the one that binds." |
*
* @param {Common_Binding_EnglishInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_binding_english: ((inputs?: Common_Binding_EnglishInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Binding_EnglishInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Common_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language: ((inputs?: Common_LanguageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_LanguageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly speaks this language to you on every device where you sign in." |
*
* @param {Common_Language_Account_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_account_hint: ((inputs?: Common_Language_Account_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Language_Account_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a language" |
*
* @param {Common_Language_MenuInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_menu: ((inputs?: Common_Language_MenuInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Language_MenuInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your language could not be saved. Please try again." |
*
* @param {Common_Language_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_not_saved: ((inputs?: Common_Language_Not_SavedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Language_Not_SavedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly now speaks {language} to you." |
*
* @param {Common_Language_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_saved: ((inputs: Common_Language_SavedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Language_SavedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Address search is not set up on this site: drag the pin or pick a neighbourhood." |
*
* @param {Server_Address_Search_Is_Not_Set_UpInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_address_search_is_not_set_up: ((inputs?: Server_Address_Search_Is_Not_Set_UpInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Address_Search_Is_Not_Set_UpInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "ALTCHA is not in use." |
*
* @param {Server_Altcha_Is_Not_In_UseInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_altcha_is_not_in_use: ((inputs?: Server_Altcha_Is_Not_In_UseInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Altcha_Is_Not_In_UseInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to create group. Limit of groups per user is exceeded." |
*
* @param {Server_Failed_To_Create_Group_Limit_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_failed_to_create_group_limit_of: ((inputs?: Server_Failed_To_Create_Group_Limit_OfInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Failed_To_Create_Group_Limit_OfInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid or missing CSRF token. Reload the page and try again." |
*
* @param {Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_invalid_or_missing_csrf_token_reload: ((inputs?: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "New members join as MEMBER." |
*
* @param {Server_New_Members_Join_As_MemberInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_new_members_join_as_member: ((inputs?: Server_New_Members_Join_As_MemberInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_New_Members_Join_As_MemberInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No free group id could be made from this link." |
*
* @param {Server_No_Free_Group_Id_Could_BeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_no_free_group_id_could_be: ((inputs?: Server_No_Free_Group_Id_Could_BeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_No_Free_Group_Id_Could_BeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No one may act on an admin here." |
*
* @param {Server_No_One_May_Act_On_AnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_no_one_may_act_on_an: ((inputs?: Server_No_One_May_Act_On_AnInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_No_One_May_Act_On_AnInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Not found." |
*
* @param {Server_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_not_found: ((inputs?: Server_Not_FoundInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Not_FoundInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing could be read from this page: is it public, and the right link?" |
*
* @param {Server_Nothing_Could_Be_Read_From_ThisInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_nothing_could_be_read_from_this: ((inputs?: Server_Nothing_Could_Be_Read_From_ThisInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Nothing_Could_Be_Read_From_ThisInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only an admin may act on a moderator." |
*
* @param {Server_Only_An_Admin_May_Act_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_an_admin_may_act_on: ((inputs?: Server_Only_An_Admin_May_Act_OnInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_An_Admin_May_Act_OnInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only an event host or the owner of the group can be given an event." |
*
* @param {Server_Only_An_Event_Host_Or_TheInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_an_event_host_or_the: ((inputs?: Server_Only_An_Event_Host_Or_TheInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_An_Event_Host_Or_TheInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only https links to meetup.com can be imported." |
*
* @param {Server_Only_Https_Links_To_Meetupcom_CanInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_https_links_to_meetupcom_can: ((inputs?: Server_Only_Https_Links_To_Meetupcom_CanInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_Https_Links_To_Meetupcom_CanInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only members of the group see this event." |
*
* @param {Server_Only_Members_Of_The_Group_SeeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_members_of_the_group_see: ((inputs?: Server_Only_Members_Of_The_Group_SeeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_Members_Of_The_Group_SeeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only members see a private group's calendar." |
*
* @param {Server_Only_Members_See_A_Private_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_members_see_a_private_groups: ((inputs?: Server_Only_Members_See_A_Private_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_Members_See_A_Private_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only members see who belongs to a private group." |
*
* @param {Server_Only_Members_See_Who_Belongs_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_members_see_who_belongs_to: ((inputs?: Server_Only_Members_See_Who_Belongs_ToInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_Members_See_Who_Belongs_ToInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only site moderators may do this." |
*
* @param {Server_Only_Site_Moderators_May_Do_ThisInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_site_moderators_may_do_this: ((inputs?: Server_Only_Site_Moderators_May_Do_ThisInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_Site_Moderators_May_Do_ThisInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only the creator of an event hosts it." |
*
* @param {Server_Only_The_Creator_Of_An_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_creator_of_an_event: ((inputs?: Server_Only_The_Creator_Of_An_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_The_Creator_Of_An_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only the host of the event or the owner of the group may do this." |
*
* @param {Server_Only_The_Host_Of_The_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_host_of_the_event: ((inputs?: Server_Only_The_Host_Of_The_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_The_Host_Of_The_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only the host of the event or the owner of the group may hand it over." |
*
* @param {Server_Only_The_Host_Of_The_Event_2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_host_of_the_event_2: ((inputs?: Server_Only_The_Host_Of_The_Event_2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_The_Host_Of_The_Event_2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only the host or the owner of the group may delete the event." |
*
* @param {Server_Only_The_Host_Or_The_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_host_or_the_owner: ((inputs?: Server_Only_The_Host_Or_The_OwnerInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_The_Host_Or_The_OwnerInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only the host or the owner of the group may download the attendee list." |
*
* @param {Server_Only_The_Host_Or_The_Owner_2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_host_or_the_owner_2: ((inputs?: Server_Only_The_Host_Or_The_Owner_2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_The_Host_Or_The_Owner_2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only the owner and the event hosts of the group may create its events." |
*
* @param {Server_Only_The_Owner_And_The_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_only_the_owner_and_the_event: ((inputs?: Server_Only_The_Owner_And_The_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Only_The_Owner_And_The_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Server_Please_Sign_In_To_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_please_sign_in_to_continue: ((inputs?: Server_Please_Sign_In_To_ContinueInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Please_Sign_In_To_ContinueInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Send the sign-in form as multipart/form-data." |
*
* @param {Server_Send_The_Signin_Form_As_MultipartformdataInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_send_the_signin_form_as_multipartformdata: ((inputs?: Server_Send_The_Signin_Form_As_MultipartformdataInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Send_The_Signin_Form_As_MultipartformdataInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Some of these reports do not exist or are not about this subject." |
*
* @param {Server_Some_Of_These_Reports_Do_NotInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_some_of_these_reports_do_not: ((inputs?: Server_Some_Of_These_Reports_Do_NotInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Some_Of_These_Reports_Do_NotInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The cursor is not valid: ask for the first page again." |
*
* @param {Server_The_Cursor_Is_Not_Valid_AskInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_cursor_is_not_valid_ask: ((inputs?: Server_The_Cursor_Is_Not_Valid_AskInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_The_Cursor_Is_Not_Valid_AskInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The host cannot leave their own event." |
*
* @param {Server_The_Host_Cannot_Leave_Their_OwnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_host_cannot_leave_their_own: ((inputs?: Server_The_Host_Cannot_Leave_Their_OwnInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_The_Host_Cannot_Leave_Their_OwnInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The host of an event cannot be changed here." |
*
* @param {Server_The_Host_Of_An_Event_CannotInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_host_of_an_event_cannot: ((inputs?: Server_The_Host_Of_An_Event_CannotInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_The_Host_Of_An_Event_CannotInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The owner cannot leave the group." |
*
* @param {Server_The_Owner_Cannot_Leave_The_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_owner_cannot_leave_the_group: ((inputs?: Server_The_Owner_Cannot_Leave_The_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_The_Owner_Cannot_Leave_The_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The owner of a group cannot be changed here." |
*
* @param {Server_The_Owner_Of_A_Group_CannotInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_owner_of_a_group_cannot: ((inputs?: Server_The_Owner_Of_A_Group_CannotInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_The_Owner_Of_A_Group_CannotInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The sign-in form could not be read." |
*
* @param {Server_The_Signin_Form_Could_Not_BeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_signin_form_could_not_be: ((inputs?: Server_The_Signin_Form_Could_Not_BeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_The_Signin_Form_Could_Not_BeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The upload could not be read." |
*
* @param {Server_The_Upload_Could_Not_Be_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_the_upload_could_not_be_read: ((inputs?: Server_The_Upload_Could_Not_Be_ReadInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_The_Upload_Could_Not_Be_ReadInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "There is no image." |
*
* @param {Server_There_Is_No_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_there_is_no_image: ((inputs?: Server_There_Is_No_ImageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_There_Is_No_ImageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "There is no such request." |
*
* @param {Server_There_Is_No_Such_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_there_is_no_such_request: ((inputs?: Server_There_Is_No_Such_RequestInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_There_Is_No_Such_RequestInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "There is no such sitemap file." |
*
* @param {Server_There_Is_No_Such_Sitemap_FileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_there_is_no_such_sitemap_file: ((inputs?: Server_There_Is_No_Such_Sitemap_FileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_There_Is_No_Such_Sitemap_FileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "There is no such user." |
*
* @param {Server_There_Is_No_Such_UserInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_there_is_no_such_user: ((inputs?: Server_There_Is_No_Such_UserInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_There_Is_No_Such_UserInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This calendar address is not valid (a newer one may have replaced it)." |
*
* @param {Server_This_Calendar_Address_Is_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_calendar_address_is_not_valid: ((inputs?: Server_This_Calendar_Address_Is_Not_ValidInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Calendar_Address_Is_Not_ValidInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This comment does not exist." |
*
* @param {Server_This_Comment_Does_Not_ExistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_comment_does_not_exist: ((inputs?: Server_This_Comment_Does_Not_ExistInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Comment_Does_Not_ExistInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This does not exist, and no one has reported it." |
*
* @param {Server_This_Does_Not_Exist_And_NoInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_does_not_exist_and_no: ((inputs?: Server_This_Does_Not_Exist_And_NoInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Does_Not_Exist_And_NoInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event does not exist." |
*
* @param {Server_This_Event_Does_Not_ExistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_event_does_not_exist: ((inputs?: Server_This_Event_Does_Not_ExistInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Event_Does_Not_ExistInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event has already ended." |
*
* @param {Server_This_Event_Has_Already_EndedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_event_has_already_ended: ((inputs?: Server_This_Event_Has_Already_EndedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Event_Has_Already_EndedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This group does not exist." |
*
* @param {Server_This_Group_Does_Not_ExistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_group_does_not_exist: ((inputs?: Server_This_Group_Does_Not_ExistInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Group_Does_Not_ExistInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This group is private: ask to join it instead." |
*
* @param {Server_This_Group_Is_Private_Ask_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_group_is_private_ask_to: ((inputs?: Server_This_Group_Is_Private_Ask_ToInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Group_Is_Private_Ask_ToInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This group is private: its events have no public feed." |
*
* @param {Server_This_Group_Is_Private_Its_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_group_is_private_its_events: ((inputs?: Server_This_Group_Is_Private_Its_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Group_Is_Private_Its_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a link." |
*
* @param {Server_This_Is_Not_A_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_is_not_a_link: ((inputs?: Server_This_Is_Not_A_LinkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Is_Not_A_LinkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This is not the link of a Meetup group." |
*
* @param {Server_This_Is_Not_The_Link_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_is_not_the_link_of: ((inputs?: Server_This_Is_Not_The_Link_OfInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Is_Not_The_Link_OfInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This is not the link of a Meetup event." |
*
* @param {Server_This_Is_Not_The_Link_Of_2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_is_not_the_link_of_2: ((inputs?: Server_This_Is_Not_The_Link_Of_2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Is_Not_The_Link_Of_2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This no longer exists: only DISMISS is left." |
*
* @param {Server_This_No_Longer_Exists_Only_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_no_longer_exists_only_dismiss: ((inputs?: Server_This_No_Longer_Exists_Only_DismissInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_No_Longer_Exists_Only_DismissInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This person already hosts the event." |
*
* @param {Server_This_Person_Already_Hosts_The_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_person_already_hosts_the_event: ((inputs?: Server_This_Person_Already_Hosts_The_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Person_Already_Hosts_The_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This person does not exist." |
*
* @param {Server_This_Person_Does_Not_ExistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_person_does_not_exist: ((inputs?: Server_This_Person_Does_Not_ExistInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Person_Does_Not_ExistInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This person is not a member of this group." |
*
* @param {Server_This_Person_Is_Not_A_MemberInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_person_is_not_a_member: ((inputs?: Server_This_Person_Is_Not_A_MemberInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Person_Is_Not_A_MemberInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This person is not banned from this group." |
*
* @param {Server_This_Person_Is_Not_Banned_FromInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_person_is_not_banned_from: ((inputs?: Server_This_Person_Is_Not_Banned_FromInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Person_Is_Not_Banned_FromInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Too many requests. Please wait a minute and try again." |
*
* @param {Server_Too_Many_Requests_Please_Wait_AInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_too_many_requests_please_wait_a: ((inputs?: Server_Too_Many_Requests_Please_Wait_AInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Too_Many_Requests_Please_Wait_AInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are already attending this event." |
*
* @param {Server_You_Are_Already_Attending_This_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_are_already_attending_this_event: ((inputs?: Server_You_Are_Already_Attending_This_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Are_Already_Attending_This_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are not a member of this group." |
*
* @param {Server_You_Are_Not_A_Member_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_are_not_a_member_of: ((inputs?: Server_You_Are_Not_A_Member_OfInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Are_Not_A_Member_OfInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are not allowed to do this." |
*
* @param {Server_You_Are_Not_Allowed_To_DoInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_are_not_allowed_to_do: ((inputs?: Server_You_Are_Not_Allowed_To_DoInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Are_Not_Allowed_To_DoInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are not attending this event." |
*
* @param {Server_You_Are_Not_Attending_This_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_are_not_attending_this_event: ((inputs?: Server_You_Are_Not_Attending_This_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Are_Not_Attending_This_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot act on yourself or on what you wrote." |
*
* @param {Server_You_Cannot_Act_On_Yourself_OrInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_cannot_act_on_yourself_or: ((inputs?: Server_You_Cannot_Act_On_Yourself_OrInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Cannot_Act_On_Yourself_OrInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot ask to join this group." |
*
* @param {Server_You_Cannot_Ask_To_Join_ThisInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_cannot_ask_to_join_this: ((inputs?: Server_You_Cannot_Ask_To_Join_ThisInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Cannot_Ask_To_Join_ThisInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot block yourself." |
*
* @param {Server_You_Cannot_Block_YourselfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_cannot_block_yourself: ((inputs?: Server_You_Cannot_Block_YourselfInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Cannot_Block_YourselfInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot comment on this group's events." |
*
* @param {Server_You_Cannot_Comment_On_This_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_cannot_comment_on_this_groups: ((inputs?: Server_You_Cannot_Comment_On_This_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Cannot_Comment_On_This_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot join this group." |
*
* @param {Server_You_Cannot_Join_This_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_cannot_join_this_group: ((inputs?: Server_You_Cannot_Join_This_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Cannot_Join_This_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You have not blocked this person." |
*
* @param {Server_You_Have_Not_Blocked_This_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_have_not_blocked_this_person: ((inputs?: Server_You_Have_Not_Blocked_This_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Have_Not_Blocked_This_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You must be a member of the group to attend" |
*
* @param {Server_You_Must_Be_A_Member_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_must_be_a_member_of: ((inputs?: Server_You_Must_Be_A_Member_OfInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Must_Be_A_Member_OfInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Please accept the Privacy Policy and the Terms of Service." |
*
* @param {Validation_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_agreement: ((inputs?: Validation_AgreementInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_AgreementInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Please verify the reCAPTCHA." |
*
* @param {Validation_CaptchaInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_captcha: ((inputs?: Validation_CaptchaInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_CaptchaInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your comment must be between 1 and 250 characters long and must not start with a space" |
*
* @param {Validation_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_comment: ((inputs?: Validation_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid email address." |
*
* @param {Validation_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_email: ((inputs?: Validation_EmailInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_EmailInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The format must be IN_PERSON, ONLINE or HYBRID" |
*
* @param {Validation_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_format: ((inputs?: Validation_FormatInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_FormatInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The latitude must be a number between -90 and 90" |
*
* @param {Validation_LatitudeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_latitude: ((inputs?: Validation_LatitudeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_LatitudeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your username must be between 3 and 30 characters long and should contain only letters, digits and underscores." |
*
* @param {Validation_LoginInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_login: ((inputs?: Validation_LoginInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_LoginInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The longitude must be a number between -180 and 180" |
*
* @param {Validation_LongitudeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_longitude: ((inputs?: Validation_LongitudeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_LongitudeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A point must be written as latitude,longitude, e.g. 49.2642,-123.1553" |
*
* @param {Validation_NearInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_near: ((inputs?: Validation_NearInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_NearInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your password must be between 8 and 24 characters long and should contain at least 1 uppercase letter, 1 digit and 1 special symbol." |
*
* @param {Validation_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_password: ((inputs?: Validation_PasswordInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_PasswordInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This field is required" |
*
* @param {Validation_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_required: ((inputs?: Validation_RequiredInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_RequiredInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Each tag is one word of up to 30 letters, digits, dashes or underscores" |
*
* @param {Validation_TagInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_tag: ((inputs?: Validation_TagInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_TagInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, the tags must be at most 100 characters long" |
*
* @param {Validation_TagsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_tags: ((inputs?: Validation_TagsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_TagsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Binding_EnglishInputs = {};
export type Common_LanguageInputs = {};
export type Common_Language_Account_HintInputs = {};
export type Common_Language_MenuInputs = {};
export type Common_Language_Not_SavedInputs = {};
export type Common_Language_SavedInputs = {
    language: NonNullable<unknown>;
};
export type Server_Address_Search_Is_Not_Set_UpInputs = {};
export type Server_Altcha_Is_Not_In_UseInputs = {};
export type Server_Failed_To_Create_Group_Limit_OfInputs = {};
export type Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs = {};
export type Server_New_Members_Join_As_MemberInputs = {};
export type Server_No_Free_Group_Id_Could_BeInputs = {};
export type Server_No_One_May_Act_On_AnInputs = {};
export type Server_Not_FoundInputs = {};
export type Server_Nothing_Could_Be_Read_From_ThisInputs = {};
export type Server_Only_An_Admin_May_Act_OnInputs = {};
export type Server_Only_An_Event_Host_Or_TheInputs = {};
export type Server_Only_Https_Links_To_Meetupcom_CanInputs = {};
export type Server_Only_Members_Of_The_Group_SeeInputs = {};
export type Server_Only_Members_See_A_Private_GroupsInputs = {};
export type Server_Only_Members_See_Who_Belongs_ToInputs = {};
export type Server_Only_Site_Moderators_May_Do_ThisInputs = {};
export type Server_Only_The_Creator_Of_An_EventInputs = {};
export type Server_Only_The_Host_Of_The_EventInputs = {};
export type Server_Only_The_Host_Of_The_Event_2Inputs = {};
export type Server_Only_The_Host_Or_The_OwnerInputs = {};
export type Server_Only_The_Host_Or_The_Owner_2Inputs = {};
export type Server_Only_The_Owner_And_The_EventInputs = {};
export type Server_Please_Sign_In_To_ContinueInputs = {};
export type Server_Send_The_Signin_Form_As_MultipartformdataInputs = {};
export type Server_Some_Of_These_Reports_Do_NotInputs = {};
export type Server_The_Cursor_Is_Not_Valid_AskInputs = {};
export type Server_The_Host_Cannot_Leave_Their_OwnInputs = {};
export type Server_The_Host_Of_An_Event_CannotInputs = {};
export type Server_The_Owner_Cannot_Leave_The_GroupInputs = {};
export type Server_The_Owner_Of_A_Group_CannotInputs = {};
export type Server_The_Signin_Form_Could_Not_BeInputs = {};
export type Server_The_Upload_Could_Not_Be_ReadInputs = {};
export type Server_There_Is_No_ImageInputs = {};
export type Server_There_Is_No_Such_RequestInputs = {};
export type Server_There_Is_No_Such_Sitemap_FileInputs = {};
export type Server_There_Is_No_Such_UserInputs = {};
export type Server_This_Calendar_Address_Is_Not_ValidInputs = {};
export type Server_This_Comment_Does_Not_ExistInputs = {};
export type Server_This_Does_Not_Exist_And_NoInputs = {};
export type Server_This_Event_Does_Not_ExistInputs = {};
export type Server_This_Event_Has_Already_EndedInputs = {};
export type Server_This_Group_Does_Not_ExistInputs = {};
export type Server_This_Group_Is_Private_Ask_ToInputs = {};
export type Server_This_Group_Is_Private_Its_EventsInputs = {};
export type Server_This_Is_Not_A_LinkInputs = {};
export type Server_This_Is_Not_The_Link_OfInputs = {};
export type Server_This_Is_Not_The_Link_Of_2Inputs = {};
export type Server_This_No_Longer_Exists_Only_DismissInputs = {};
export type Server_This_Person_Already_Hosts_The_EventInputs = {};
export type Server_This_Person_Does_Not_ExistInputs = {};
export type Server_This_Person_Is_Not_A_MemberInputs = {};
export type Server_This_Person_Is_Not_Banned_FromInputs = {};
export type Server_Too_Many_Requests_Please_Wait_AInputs = {};
export type Server_You_Are_Already_Attending_This_EventInputs = {};
export type Server_You_Are_Not_A_Member_OfInputs = {};
export type Server_You_Are_Not_Allowed_To_DoInputs = {};
export type Server_You_Are_Not_Attending_This_EventInputs = {};
export type Server_You_Cannot_Act_On_Yourself_OrInputs = {};
export type Server_You_Cannot_Ask_To_Join_ThisInputs = {};
export type Server_You_Cannot_Block_YourselfInputs = {};
export type Server_You_Cannot_Comment_On_This_GroupsInputs = {};
export type Server_You_Cannot_Join_This_GroupInputs = {};
export type Server_You_Have_Not_Blocked_This_PersonInputs = {};
export type Server_You_Must_Be_A_Member_OfInputs = {};
export type Validation_Addresssearch1Inputs = {};
export type Validation_AgreementInputs = {};
export type Validation_Alreadyaseries2Inputs = {};
export type Validation_Badlink1Inputs = {};
export type Validation_Banreason1Inputs = {};
export type Validation_CaptchaInputs = {};
export type Validation_Captchaunfinished1Inputs = {};
export type Validation_Chatmessage1Inputs = {};
export type Validation_CommentInputs = {};
export type Validation_Confirmationemailstoomany3Inputs = {};
export type Validation_Controlcharacters1Inputs = {};
export type Validation_Coverscope1Inputs = {};
export type Validation_Currentpasswordwrong2Inputs = {};
export type Validation_Displayname1Inputs = {};
export type Validation_EmailInputs = {};
export type Validation_Emailchangestoomany3Inputs = {};
export type Validation_Eventdates1Inputs = {};
export type Validation_Eventdescription1Inputs = {};
export type Validation_Eventlocation1Inputs = {};
export type Validation_Eventtitle1Inputs = {};
export type Validation_Eventtoofarahead3Inputs = {};
export type Validation_Eventtoolong2Inputs = {};
export type Validation_Eventsperday2Inputs = {};
export type Validation_FormatInputs = {};
export type Validation_Groupdescription1Inputs = {};
export type Validation_Groupid1Inputs = {};
export type Validation_Groupidtaken2Inputs = {};
export type Validation_Groupname1Inputs = {};
export type Validation_Groupupcomingevents2Inputs = {};
export type Validation_Imagesize1Inputs = {};
export type Validation_Imagetoolarge2Inputs = {};
export type Validation_Imagetype1Inputs = {};
export type Validation_Importurl1Inputs = {};
export type Validation_LatitudeInputs = {};
export type Validation_Linkexpired1Inputs = {};
export type Validation_Locationpart1Inputs = {};
export type Validation_LoginInputs = {};
export type Validation_Logintaken1Inputs = {};
export type Validation_LongitudeInputs = {};
export type Validation_Meetingurl1Inputs = {};
export type Validation_Messagingnotallowed2Inputs = {};
export type Validation_Messagingself1Inputs = {};
export type Validation_Messagingtoofast2Inputs = {};
export type Validation_Messagingyoublocked2Inputs = {};
export type Validation_Moderationreason1Inputs = {};
export type Validation_NearInputs = {};
export type Validation_Nearorplace2Inputs = {};
export type Validation_Newaccountstrangermessages3Inputs = {};
export type Validation_Notaseries2Inputs = {};
export type Validation_Participantslimit1Inputs = {};
export type Validation_PasswordInputs = {};
export type Validation_Passwordsdontmatch2Inputs = {};
export type Validation_Pinboth1Inputs = {};
export type Validation_Reportagain1Inputs = {};
export type Validation_Reportdetails1Inputs = {};
export type Validation_Reportreason1Inputs = {};
export type Validation_Reportself1Inputs = {};
export type Validation_Reportstoomany2Inputs = {};
export type Validation_RequiredInputs = {};
export type Validation_Searchrange1Inputs = {};
export type Validation_Searchtext1Inputs = {};
export type Validation_Searchwhen1Inputs = {};
export type Validation_Seriescount1Inputs = {};
export type Validation_Seriesend1Inputs = {};
export type Validation_Seriesmorecount2Inputs = {};
export type Validation_Seriesmoreend2Inputs = {};
export type Validation_Seriesmoreuntil2Inputs = {};
export type Validation_Seriesuntil1Inputs = {};
export type Validation_Suspenduntil1Inputs = {};
export type Validation_Suspenduntilonlysuspend3Inputs = {};
export type Validation_TagInputs = {};
export type Validation_TagsInputs = {};
export type Validation_Tagsrepeated1Inputs = {};
export type Validation_Unknownplace1Inputs = {};
export type Validation_Withinkm1Inputs = {};
export type Validation_Withinneedspoint2Inputs = {};
/**
* | output |
* | --- |
* | "Type an address of 3 to 200 characters" |
*
* @param {Validation_Addresssearch1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_addresssearch1: ((inputs?: Validation_Addresssearch1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Addresssearch1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event already repeats: extend its series instead." |
*
* @param {Validation_Alreadyaseries2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_alreadyaseries2: ((inputs?: Validation_Alreadyaseries2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Alreadyaseries2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This link is not valid. Please use the latest one we sent you." |
*
* @param {Validation_Badlink1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_badlink1: ((inputs?: Validation_Badlink1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Badlink1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The reason may be at most 500 characters long." |
*
* @param {Validation_Banreason1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_banreason1: ((inputs?: Validation_Banreason1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Banreason1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The automatic check did not finish. Please wait a moment and try again." |
*
* @param {Validation_Captchaunfinished1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_captchaunfinished1: ((inputs?: Validation_Captchaunfinished1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Captchaunfinished1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your message must be between 1 and 1000 characters long" |
*
* @param {Validation_Chatmessage1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_chatmessage1: ((inputs?: Validation_Chatmessage1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Chatmessage1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Too many confirmation emails were sent to this address." |
*
* @param {Validation_Confirmationemailstoomany3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_confirmationemailstoomany3: ((inputs?: Validation_Confirmationemailstoomany3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Confirmationemailstoomany3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, the text must not contain control characters." |
*
* @param {Validation_Controlcharacters1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_controlcharacters1: ((inputs?: Validation_Controlcharacters1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Controlcharacters1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The scope must be THIS (this event) or SERIES (all events in the series)." |
*
* @param {Validation_Coverscope1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_coverscope1: ((inputs?: Validation_Coverscope1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Coverscope1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your current password is incorrect." |
*
* @param {Validation_Currentpasswordwrong2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_currentpasswordwrong2: ((inputs?: Validation_Currentpasswordwrong2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Currentpasswordwrong2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your display name must be between 1 and 50 characters long and must not start with a space" |
*
* @param {Validation_Displayname1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_displayname1: ((inputs?: Validation_Displayname1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Displayname1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Too many address changes." |
*
* @param {Validation_Emailchangestoomany3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_emailchangestoomany3: ((inputs?: Validation_Emailchangestoomany3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Emailchangestoomany3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Incorrect start and/or end date and time" |
*
* @param {Validation_Eventdates1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventdates1: ((inputs?: Validation_Eventdates1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventdates1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your event description must be between 1 and 1000 characters long" |
*
* @param {Validation_Eventdescription1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventdescription1: ((inputs?: Validation_Eventdescription1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventdescription1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your event location must be between 1 and 100 characters long" |
*
* @param {Validation_Eventlocation1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventlocation1: ((inputs?: Validation_Eventlocation1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventlocation1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your event title must be between 1 and 100 characters long" |
*
* @param {Validation_Eventtitle1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventtitle1: ((inputs?: Validation_Eventtitle1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventtitle1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The event must start within 2 years from now." |
*
* @param {Validation_Eventtoofarahead3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventtoofarahead3: ((inputs?: Validation_Eventtoofarahead3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventtoofarahead3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, an event can last at most 7 days." |
*
* @param {Validation_Eventtoolong2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventtoolong2: ((inputs?: Validation_Eventtoolong2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventtoolong2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You can create at most 60 events in 24 hours (each event of a series counts). Please try again later." |
*
* @param {Validation_Eventsperday2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventsperday2: ((inputs?: Validation_Eventsperday2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventsperday2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your group description must be between 1 and 1000 characters long" |
*
* @param {Validation_Groupdescription1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_groupdescription1: ((inputs?: Validation_Groupdescription1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Groupdescription1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, the group id must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores." |
*
* @param {Validation_Groupid1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_groupid1: ((inputs?: Validation_Groupid1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Groupid1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, this group id is already taken." |
*
* @param {Validation_Groupidtaken2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_groupidtaken2: ((inputs?: Validation_Groupidtaken2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Groupidtaken2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your group name must be between 1 and 100 characters long" |
*
* @param {Validation_Groupname1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_groupname1: ((inputs?: Validation_Groupname1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Groupname1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A group can have at most 200 upcoming events. Delete some, or wait until some have taken place." |
*
* @param {Validation_Groupupcomingevents2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_groupupcomingevents2: ((inputs?: Validation_Groupupcomingevents2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Groupupcomingevents2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The image must be at most 5 MB." |
*
* @param {Validation_Imagesize1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_imagesize1: ((inputs?: Validation_Imagesize1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Imagesize1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The image is too large (at most 40 megapixels)." |
*
* @param {Validation_Imagetoolarge2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_imagetoolarge2: ((inputs?: Validation_Imagetoolarge2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Imagetoolarge2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a PNG or JPEG image." |
*
* @param {Validation_Imagetype1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_imagetype1: ((inputs?: Validation_Imagetype1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Imagetype1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, the link must be at most 100 characters long" |
*
* @param {Validation_Importurl1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_importurl1: ((inputs?: Validation_Importurl1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Importurl1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This link has expired. Please enter your address in Settings again to get a new one." |
*
* @param {Validation_Linkexpired1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_linkexpired1: ((inputs?: Validation_Linkexpired1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Linkexpired1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, each part of the location must be between 1 and 100 characters long." |
*
* @param {Validation_Locationpart1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_locationpart1: ((inputs?: Validation_Locationpart1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Locationpart1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, this username is already taken." |
*
* @param {Validation_Logintaken1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_logintaken1: ((inputs?: Validation_Logintaken1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Logintaken1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The meeting link must be a web address starting with http:// or https:// (at most 500 characters)" |
*
* @param {Validation_Meetingurl1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_meetingurl1: ((inputs?: Validation_Meetingurl1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Meetingurl1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You can write to people you share a group with, or to someone who has written to you first." |
*
* @param {Validation_Messagingnotallowed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_messagingnotallowed2: ((inputs?: Validation_Messagingnotallowed2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Messagingnotallowed2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot write to yourself." |
*
* @param {Validation_Messagingself1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_messagingself1: ((inputs?: Validation_Messagingself1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Messagingself1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are sending messages too fast. Please wait a minute and try again." |
*
* @param {Validation_Messagingtoofast2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_messagingtoofast2: ((inputs?: Validation_Messagingtoofast2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Messagingtoofast2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You have blocked this person. Unblock them in Settings to write again." |
*
* @param {Validation_Messagingyoublocked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_messagingyoublocked2: ((inputs?: Validation_Messagingyoublocked2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Messagingyoublocked2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Please give a reason of at most 500 characters." |
*
* @param {Validation_Moderationreason1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_moderationreason1: ((inputs?: Validation_Moderationreason1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Moderationreason1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Search near a point or a place, not both" |
*
* @param {Validation_Nearorplace2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_nearorplace2: ((inputs?: Validation_Nearorplace2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Nearorplace2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "New accounts may write only a few messages an hour to people who have not written back." |
*
* @param {Validation_Newaccountstrangermessages3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_newaccountstrangermessages3: ((inputs?: Validation_Newaccountstrangermessages3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Newaccountstrangermessages3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event is not part of a series." |
*
* @param {Validation_Notaseries2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_notaseries2: ((inputs?: Validation_Notaseries2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Notaseries2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The participants limit must be a whole number from 0 to 10000 (0 for unlimited)" |
*
* @param {Validation_Participantslimit1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_participantslimit1: ((inputs?: Validation_Participantslimit1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Participantslimit1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your passwords don't match." |
*
* @param {Validation_Passwordsdontmatch2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_passwordsdontmatch2: ((inputs?: Validation_Passwordsdontmatch2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Passwordsdontmatch2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A pin needs both a latitude and a longitude, or neither" |
*
* @param {Validation_Pinboth1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_pinboth1: ((inputs?: Validation_Pinboth1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Pinboth1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You have already reported this; our moderators will look at it." |
*
* @param {Validation_Reportagain1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_reportagain1: ((inputs?: Validation_Reportagain1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Reportagain1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The details may be at most 2000 characters long." |
*
* @param {Validation_Reportdetails1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_reportdetails1: ((inputs?: Validation_Reportdetails1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Reportdetails1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one of the reasons in the list." |
*
* @param {Validation_Reportreason1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_reportreason1: ((inputs?: Validation_Reportreason1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Reportreason1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot report yourself or what you wrote." |
*
* @param {Validation_Reportself1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_reportself1: ((inputs?: Validation_Reportself1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Reportself1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You have sent many reports in the last hour." |
*
* @param {Validation_Reportstoomany2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_reportstoomany2: ((inputs?: Validation_Reportstoomany2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Reportstoomany2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The date range must end after it starts and span at most 366 days" |
*
* @param {Validation_Searchrange1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_searchrange1: ((inputs?: Validation_Searchrange1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Searchrange1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, the search text must be at most 100 characters long" |
*
* @param {Validation_Searchtext1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_searchtext1: ((inputs?: Validation_Searchtext1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Searchtext1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Dates must be written like 2026-12-05 or 2026-12-05T18:00" |
*
* @param {Validation_Searchwhen1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_searchwhen1: ((inputs?: Validation_Searchwhen1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Searchwhen1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A series repeats from 2 to 52 times." |
*
* @param {Validation_Seriescount1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriescount1: ((inputs?: Validation_Seriescount1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriescount1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose when the series ends: on a date or after a number of times." |
*
* @param {Validation_Seriesend1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriesend1: ((inputs?: Validation_Seriesend1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriesend1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Add from 1 to 51 more dates." |
*
* @param {Validation_Seriesmorecount2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriesmorecount2: ((inputs?: Validation_Seriesmorecount2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriesmorecount2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose how to extend the series: with a number of dates or until a later date." |
*
* @param {Validation_Seriesmoreend2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriesmoreend2: ((inputs?: Validation_Seriesmoreend2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriesmoreend2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The new end date must be after the last date of the series, and the series at most 52 upcoming events long." |
*
* @param {Validation_Seriesmoreuntil2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriesmoreuntil2: ((inputs?: Validation_Seriesmoreuntil2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriesmoreuntil2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The end date must be after the first event, and the series at most 52 events long." |
*
* @param {Validation_Seriesuntil1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriesuntil1: ((inputs?: Validation_Seriesuntil1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriesuntil1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The end of a suspension must be a date and time in the future." |
*
* @param {Validation_Suspenduntil1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_suspenduntil1: ((inputs?: Validation_Suspenduntil1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Suspenduntil1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only a suspension takes an end date." |
*
* @param {Validation_Suspenduntilonlysuspend3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_suspenduntilonlysuspend3: ((inputs?: Validation_Suspenduntilonlysuspend3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Suspenduntilonlysuspend3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Each tag may appear only once" |
*
* @param {Validation_Tagsrepeated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_tagsrepeated1: ((inputs?: Validation_Tagsrepeated1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Tagsrepeated1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown place: choose one of the neighbourhoods or municipalities listed" |
*
* @param {Validation_Unknownplace1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_unknownplace1: ((inputs?: Validation_Unknownplace1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Unknownplace1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The distance must be a number of km from 1 to 100" |
*
* @param {Validation_Withinkm1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_withinkm1: ((inputs?: Validation_Withinkm1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Withinkm1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A distance needs a point to measure from: near or place" |
*
* @param {Validation_Withinneedspoint2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_withinneedspoint2: ((inputs?: Validation_Withinneedspoint2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Withinneedspoint2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
export { validation_addresssearch1 as "validation_addressSearch", validation_alreadyaseries2 as "validation_alreadyASeries", validation_badlink1 as "validation_badLink", validation_banreason1 as "validation_banReason", validation_captchaunfinished1 as "validation_captchaUnfinished", validation_chatmessage1 as "validation_chatMessage", validation_confirmationemailstoomany3 as "validation_confirmationEmailsTooMany", validation_controlcharacters1 as "validation_controlCharacters", validation_coverscope1 as "validation_coverScope", validation_currentpasswordwrong2 as "validation_currentPasswordWrong", validation_displayname1 as "validation_displayName", validation_emailchangestoomany3 as "validation_emailChangesTooMany", validation_eventdates1 as "validation_eventDates", validation_eventdescription1 as "validation_eventDescription", validation_eventlocation1 as "validation_eventLocation", validation_eventtitle1 as "validation_eventTitle", validation_eventtoofarahead3 as "validation_eventTooFarAhead", validation_eventtoolong2 as "validation_eventTooLong", validation_eventsperday2 as "validation_eventsPerDay", validation_groupdescription1 as "validation_groupDescription", validation_groupid1 as "validation_groupId", validation_groupidtaken2 as "validation_groupIdTaken", validation_groupname1 as "validation_groupName", validation_groupupcomingevents2 as "validation_groupUpcomingEvents", validation_imagesize1 as "validation_imageSize", validation_imagetoolarge2 as "validation_imageTooLarge", validation_imagetype1 as "validation_imageType", validation_importurl1 as "validation_importUrl", validation_linkexpired1 as "validation_linkExpired", validation_locationpart1 as "validation_locationPart", validation_logintaken1 as "validation_loginTaken", validation_meetingurl1 as "validation_meetingUrl", validation_messagingnotallowed2 as "validation_messagingNotAllowed", validation_messagingself1 as "validation_messagingSelf", validation_messagingtoofast2 as "validation_messagingTooFast", validation_messagingyoublocked2 as "validation_messagingYouBlocked", validation_moderationreason1 as "validation_moderationReason", validation_nearorplace2 as "validation_nearOrPlace", validation_newaccountstrangermessages3 as "validation_newAccountStrangerMessages", validation_notaseries2 as "validation_notASeries", validation_participantslimit1 as "validation_participantsLimit", validation_passwordsdontmatch2 as "validation_passwordsDontMatch", validation_pinboth1 as "validation_pinBoth", validation_reportagain1 as "validation_reportAgain", validation_reportdetails1 as "validation_reportDetails", validation_reportreason1 as "validation_reportReason", validation_reportself1 as "validation_reportSelf", validation_reportstoomany2 as "validation_reportsTooMany", validation_searchrange1 as "validation_searchRange", validation_searchtext1 as "validation_searchText", validation_searchwhen1 as "validation_searchWhen", validation_seriescount1 as "validation_seriesCount", validation_seriesend1 as "validation_seriesEnd", validation_seriesmorecount2 as "validation_seriesMoreCount", validation_seriesmoreend2 as "validation_seriesMoreEnd", validation_seriesmoreuntil2 as "validation_seriesMoreUntil", validation_seriesuntil1 as "validation_seriesUntil", validation_suspenduntil1 as "validation_suspendUntil", validation_suspenduntilonlysuspend3 as "validation_suspendUntilOnlySuspend", validation_tagsrepeated1 as "validation_tagsRepeated", validation_unknownplace1 as "validation_unknownPlace", validation_withinkm1 as "validation_withinKm", validation_withinneedspoint2 as "validation_withinNeedsPoint" };
