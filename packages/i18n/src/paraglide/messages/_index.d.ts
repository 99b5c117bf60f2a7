/**
* | output |
* | --- |
* | "This account is suspended. To appeal, write to {email}." |
*
* @param {Auth_Account_SuspendedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_account_suspended: ((inputs: Auth_Account_SuspendedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Account_SuspendedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "I am 18 or older and I agree to the {privacyPolicy} and the {termsOfService}." |
*
* @param {Auth_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_agreement: ((inputs: Auth_AgreementInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_AgreementInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Verification failed. Try again later." |
*
* @param {Auth_Altcha_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_altcha_error: ((inputs?: Auth_Altcha_ErrorInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Altcha_ErrorInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Verification expired. Try again." |
*
* @param {Auth_Altcha_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_altcha_expired: ((inputs?: Auth_Altcha_ExpiredInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Altcha_ExpiredInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "I'm not a robot" |
*
* @param {Auth_Altcha_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_altcha_label: ((inputs?: Auth_Altcha_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Altcha_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Altcha (official website)" |
*
* @param {Auth_Altcha_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_altcha_link_label: ((inputs?: Auth_Altcha_Link_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Altcha_Link_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Auth_Altcha_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_altcha_loading: ((inputs?: Auth_Altcha_LoadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Altcha_LoadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Protected by {link}" |
*
* @param {Auth_Altcha_Protected_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_altcha_protected_by: ((inputs: Auth_Altcha_Protected_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Altcha_Protected_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Verification required!" |
*
* @param {Auth_Altcha_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_altcha_required: ((inputs?: Auth_Altcha_RequiredInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Altcha_RequiredInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Auth_Altcha_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_altcha_verified: ((inputs?: Auth_Altcha_VerifiedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Altcha_VerifiedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Verifying..." |
*
* @param {Auth_Altcha_VerifyingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_altcha_verifying: ((inputs?: Auth_Altcha_VerifyingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Altcha_VerifyingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Verifying... please wait." |
*
* @param {Auth_Altcha_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_altcha_wait: ((inputs?: Auth_Altcha_WaitInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Altcha_WaitInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the captcha" |
*
* @param {Auth_Captcha_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_captcha_loading: ((inputs?: Auth_Captcha_LoadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Captcha_LoadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in with that provider did not work. Please try again." |
*
* @param {Auth_External_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_external_sign_in_failed: ((inputs?: Auth_External_Sign_In_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_External_Sign_In_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Auth_Generic_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_generic_error: ((inputs?: Auth_Generic_ErrorInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Generic_ErrorInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Auth_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_have_account: ((inputs?: Auth_Have_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Have_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hide password" |
*
* @param {Auth_Hide_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_hide_password: ((inputs?: Auth_Hide_PasswordInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Hide_PasswordInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Incorrect username or password" |
*
* @param {Auth_Incorrect_CredentialsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_incorrect_credentials: ((inputs?: Auth_Incorrect_CredentialsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Incorrect_CredentialsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This username is available." |
*
* @param {Auth_Login_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_login_available: ((inputs?: Auth_Login_AvailableInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_AvailableInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Auth_Login_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_login_label: ((inputs?: Auth_Login_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Letters, digits and underscores, 3–30 characters." |
*
* @param {Auth_Login_RuleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_login_rule: ((inputs?: Auth_Login_RuleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_RuleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Don't have an account?" |
*
* @param {Auth_No_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_no_account: ((inputs?: Auth_No_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_No_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "or sign in with" |
*
* @param {Auth_Or_Sign_In_WithInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_or_sign_in_with: ((inputs?: Auth_Or_Sign_In_WithInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Or_Sign_In_WithInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "or sign up with" |
*
* @param {Auth_Or_Sign_Up_WithInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_or_sign_up_with: ((inputs?: Auth_Or_Sign_Up_WithInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Or_Sign_Up_WithInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "8–24 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&" |
*
* @param {Auth_Password_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_password_hint: ((inputs?: Auth_Password_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_Password_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_password_label: ((inputs?: Auth_Password_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Auth_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_privacy_policy: ((inputs?: Auth_Privacy_PolicyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Privacy_PolicyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show password" |
*
* @param {Auth_Show_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_show_password: ((inputs?: Auth_Show_PasswordInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Show_PasswordInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Auth_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in: ((inputs?: Auth_Sign_InInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_InInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "SIGN IN" |
*
* @param {Auth_Sign_In_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_button: ((inputs?: Auth_Sign_In_ButtonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_ButtonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome back! Sign in to see what's happening nearby." |
*
* @param {Auth_Sign_In_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_subtitle: ((inputs?: Auth_Sign_In_SubtitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_SubtitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in with {provider}" |
*
* @param {Auth_Sign_In_WithInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_with: ((inputs: Auth_Sign_In_WithInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_WithInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Auth_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up: ((inputs?: Auth_Sign_UpInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_UpInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "SIGN UP" |
*
* @param {Auth_Sign_Up_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_button: ((inputs?: Auth_Sign_Up_ButtonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_ButtonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to create an account. Please try again." |
*
* @param {Auth_Sign_Up_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_failed: ((inputs?: Auth_Sign_Up_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign up now!" |
*
* @param {Auth_Sign_Up_NowInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_now: ((inputs?: Auth_Sign_Up_NowInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_NowInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Join Neighbourly to meet people near you. It's free." |
*
* @param {Auth_Sign_Up_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_subtitle: ((inputs?: Auth_Sign_Up_SubtitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_SubtitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create your account" |
*
* @param {Auth_Sign_Up_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_title: ((inputs?: Auth_Sign_Up_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign up with {provider}" |
*
* @param {Auth_Sign_Up_WithInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_with: ((inputs: Auth_Sign_Up_WithInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_WithInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully logged in! Redirecting to the main page..." |
*
* @param {Auth_Signed_InInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in: ((inputs?: Auth_Signed_InInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signed_InInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully created an account! Signing in..." |
*
* @param {Auth_Signed_UpInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_signed_up: ((inputs?: Auth_Signed_UpInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signed_UpInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Auth_Terms_Of_ServiceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_terms_of_service: ((inputs?: Auth_Terms_Of_ServiceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Terms_Of_ServiceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Too many attempts. Please wait a minute and try again." |
*
* @param {Auth_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const auth_too_many_attempts: ((inputs?: Auth_Too_Many_AttemptsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Too_Many_AttemptsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
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
* | "Clear filters" |
*
* @param {Discovery_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_clear_filters: ((inputs?: Discovery_Clear_FiltersInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Clear_FiltersInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Clear search" |
*
* @param {Discovery_Clear_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_clear_search: ((inputs?: Discovery_Clear_SearchInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Clear_SearchInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "From {date}" |
*
* @param {Discovery_Dates_FromInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_dates_from: ((inputs: Discovery_Dates_FromInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Dates_FromInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Until {date}" |
*
* @param {Discovery_Dates_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_dates_until: ((inputs: Discovery_Dates_UntilInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Dates_UntilInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Events: {search}" |
*
* @param {Discovery_Events_Document_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_document_title: ((inputs: Discovery_Events_Document_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_Document_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No events nearby yet. Be the first to create one!" |
*
* @param {Discovery_Events_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_empty: ((inputs?: Discovery_Events_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No events matching the search found" |
*
* @param {Discovery_Events_Empty_MineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_empty_mine: ((inputs?: Discovery_Events_Empty_MineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_Empty_MineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No events nearby yet. Sign in to be the first to create one!" |
*
* @param {Discovery_Events_Empty_VisitorInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_empty_visitor: ((inputs?: Discovery_Events_Empty_VisitorInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_Empty_VisitorInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} event found" |
* | "other" | "{count} events found" |
*
* @param {Discovery_Events_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_found: ((inputs: Discovery_Events_FoundInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_FoundInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The events could not be loaded." |
*
* @param {Discovery_Events_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_load_failed: ((inputs?: Discovery_Events_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading events" |
*
* @param {Discovery_Events_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_loading: ((inputs?: Discovery_Events_LoadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_LoadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "More events could not be loaded." |
*
* @param {Discovery_Events_More_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_more_failed: ((inputs?: Discovery_Events_More_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_More_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Events nearby" |
*
* @param {Discovery_Events_Nearby_ListInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_nearby_list: ((inputs?: Discovery_Events_Nearby_ListInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_Nearby_ListInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Events Nearby" |
*
* @param {Discovery_Events_Nearby_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_nearby_title: ((inputs?: Discovery_Events_Nearby_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_Nearby_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No upcoming events match “{search}”." |
*
* @param {Discovery_Events_No_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_no_match: ((inputs: Discovery_Events_No_MatchInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_No_MatchInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No events found" |
*
* @param {Discovery_Events_None_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_none_found: ((inputs?: Discovery_Events_None_FoundInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_None_FoundInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show only events from my groups" |
*
* @param {Discovery_Events_Only_MineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_only_mine: ((inputs?: Discovery_Events_Only_MineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_Only_MineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event name or #tag" |
*
* @param {Discovery_Events_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_placeholder: ((inputs?: Discovery_Events_PlaceholderInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_PlaceholderInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show more events" |
*
* @param {Discovery_Events_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_events_show_more: ((inputs?: Discovery_Events_Show_MoreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Events_Show_MoreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing matches these filters." |
*
* @param {Discovery_Filtered_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filtered_empty: ((inputs?: Discovery_Filtered_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filtered_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A neighbourhood…" |
*
* @param {Discovery_Filters_A_NeighbourhoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_a_neighbourhood: ((inputs?: Discovery_Filters_A_NeighbourhoodInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_A_NeighbourhoodInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Any distance" |
*
* @param {Discovery_Filters_Any_DistanceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_any_distance: ((inputs?: Discovery_Filters_Any_DistanceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Any_DistanceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Any" |
*
* @param {Discovery_Filters_Any_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_any_format: ((inputs?: Discovery_Filters_Any_FormatInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Any_FormatInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Discovery_Filters_Any_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_any_time: ((inputs?: Discovery_Filters_Any_TimeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Any_TimeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Discovery_Filters_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_button: ((inputs?: Discovery_Filters_ButtonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_ButtonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Filters ({count})" |
*
* @param {Discovery_Filters_Button_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_button_count: ((inputs: Discovery_Filters_Button_CountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Button_CountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Discovery_Filters_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_cancel: ((inputs?: Discovery_Filters_CancelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_CancelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a neighbourhood" |
*
* @param {Discovery_Filters_Choose_NeighbourhoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_choose_neighbourhood: ((inputs?: Discovery_Filters_Choose_NeighbourhoodInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Choose_NeighbourhoodInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Clear all" |
*
* @param {Discovery_Filters_Clear_AllInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_clear_all: ((inputs?: Discovery_Filters_Clear_AllInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Clear_AllInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Distance" |
*
* @param {Discovery_Filters_DistanceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_distance: ((inputs?: Discovery_Filters_DistanceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_DistanceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Filter events" |
*
* @param {Discovery_Filters_Events_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_events_title: ((inputs?: Discovery_Filters_Events_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Events_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Finding your location…" |
*
* @param {Discovery_Filters_Finding_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_finding_location: ((inputs?: Discovery_Filters_Finding_LocationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Finding_LocationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "First day" |
*
* @param {Discovery_Filters_First_DayInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_first_day: ((inputs?: Discovery_Filters_First_DayInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_First_DayInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Format" |
*
* @param {Discovery_Filters_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_format: ((inputs?: Discovery_Filters_FormatInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_FormatInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Filter groups" |
*
* @param {Discovery_Filters_Groups_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_groups_title: ((inputs?: Discovery_Filters_Groups_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Groups_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Not set yet." |
*
* @param {Discovery_Filters_Home_Not_SetInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_home_not_set: ((inputs?: Discovery_Filters_Home_Not_SetInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Home_Not_SetInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "How far" |
*
* @param {Discovery_Filters_How_FarInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_how_far: ((inputs?: Discovery_Filters_How_FarInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_How_FarInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hybrid events count as both." |
*
* @param {Discovery_Filters_Hybrid_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_hybrid_hint: ((inputs?: Discovery_Filters_Hybrid_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Hybrid_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Last day" |
*
* @param {Discovery_Filters_Last_DayInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_last_day: ((inputs?: Discovery_Filters_Last_DayInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Last_DayInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your location is found." |
*
* @param {Discovery_Filters_Location_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_location_found: ((inputs?: Discovery_Filters_Location_FoundInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Location_FoundInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The area chosen on the map" |
*
* @param {Discovery_Filters_Map_AreaInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_map_area: ((inputs?: Discovery_Filters_Map_AreaInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Map_AreaInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Measured from" |
*
* @param {Discovery_Filters_Measured_FromInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_measured_from: ((inputs?: Discovery_Filters_Measured_FromInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Measured_FromInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My location" |
*
* @param {Discovery_Filters_My_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_my_location: ((inputs?: Discovery_Filters_My_LocationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_My_LocationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My neighbourhood" |
*
* @param {Discovery_Filters_My_NeighbourhoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_my_neighbourhood: ((inputs?: Discovery_Filters_My_NeighbourhoodInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_My_NeighbourhoodInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My neighbourhood ({place})" |
*
* @param {Discovery_Filters_My_Neighbourhood_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_my_neighbourhood_named: ((inputs: Discovery_Filters_My_Neighbourhood_NamedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_My_Neighbourhood_NamedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourhood" |
*
* @param {Discovery_Filters_NeighbourhoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_neighbourhood: ((inputs?: Discovery_Filters_NeighbourhoodInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_NeighbourhoodInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Pick dates" |
*
* @param {Discovery_Filters_Pick_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_pick_dates: ((inputs?: Discovery_Filters_Pick_DatesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Pick_DatesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Set your neighbourhood in Settings" |
*
* @param {Discovery_Filters_Set_Home_In_SettingsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_set_home_in_settings: ((inputs?: Discovery_Filters_Set_Home_In_SettingsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Set_Home_In_SettingsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show events" |
*
* @param {Discovery_Filters_Show_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_show_events: ((inputs?: Discovery_Filters_Show_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Show_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show groups" |
*
* @param {Discovery_Filters_Show_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_show_groups: ((inputs?: Discovery_Filters_Show_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Show_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "When" |
*
* @param {Discovery_Filters_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_when: ((inputs?: Discovery_Filters_WhenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_WhenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Within {km} km" |
*
* @param {Discovery_Filters_Within_KmInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_filters_within_km: ((inputs: Discovery_Filters_Within_KmInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Filters_Within_KmInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "In person" |
*
* @param {Discovery_Format_In_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_format_in_person: ((inputs?: Discovery_Format_In_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Format_In_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Online" |
*
* @param {Discovery_Format_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_format_online: ((inputs?: Discovery_Format_OnlineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Format_OnlineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Groups: {search}" |
*
* @param {Discovery_Groups_Document_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_document_title: ((inputs: Discovery_Groups_Document_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_Document_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No groups nearby yet. Be the first to create one!" |
*
* @param {Discovery_Groups_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_empty: ((inputs?: Discovery_Groups_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No groups matching the search found" |
*
* @param {Discovery_Groups_Empty_MineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_empty_mine: ((inputs?: Discovery_Groups_Empty_MineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_Empty_MineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No groups nearby yet. Sign in to be the first to create one!" |
*
* @param {Discovery_Groups_Empty_VisitorInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_empty_visitor: ((inputs?: Discovery_Groups_Empty_VisitorInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_Empty_VisitorInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} group found" |
* | "other" | "{count} groups found" |
*
* @param {Discovery_Groups_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_found: ((inputs: Discovery_Groups_FoundInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_FoundInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The groups could not be loaded." |
*
* @param {Discovery_Groups_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_load_failed: ((inputs?: Discovery_Groups_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading groups" |
*
* @param {Discovery_Groups_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_loading: ((inputs?: Discovery_Groups_LoadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_LoadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "More groups could not be loaded." |
*
* @param {Discovery_Groups_More_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_more_failed: ((inputs?: Discovery_Groups_More_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_More_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Groups nearby" |
*
* @param {Discovery_Groups_Nearby_ListInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_nearby_list: ((inputs?: Discovery_Groups_Nearby_ListInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_Nearby_ListInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Groups Nearby" |
*
* @param {Discovery_Groups_Nearby_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_nearby_title: ((inputs?: Discovery_Groups_Nearby_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_Nearby_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No groups match “{search}”." |
*
* @param {Discovery_Groups_No_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_no_match: ((inputs: Discovery_Groups_No_MatchInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_No_MatchInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No groups found" |
*
* @param {Discovery_Groups_None_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_none_found: ((inputs?: Discovery_Groups_None_FoundInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_None_FoundInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show only my groups" |
*
* @param {Discovery_Groups_Only_MineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_only_mine: ((inputs?: Discovery_Groups_Only_MineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_Only_MineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group name or #tag" |
*
* @param {Discovery_Groups_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_placeholder: ((inputs?: Discovery_Groups_PlaceholderInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_PlaceholderInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show more groups" |
*
* @param {Discovery_Groups_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_groups_show_more: ((inputs?: Discovery_Groups_Show_MoreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Groups_Show_MoreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your neighbourhood is not set, so the distance is not applied." |
*
* @param {Discovery_Home_MissingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_home_missing: ((inputs?: Discovery_Home_MissingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Home_MissingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Set it in Settings" |
*
* @param {Discovery_Home_Missing_Settings_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_home_missing_settings_link: ((inputs?: Discovery_Home_Missing_Settings_LinkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Home_Missing_Settings_LinkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to search near your neighbourhood; the distance is not applied." |
*
* @param {Discovery_Home_Missing_VisitorInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_home_missing_visitor: ((inputs?: Discovery_Home_Missing_VisitorInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Home_Missing_VisitorInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{distance} km away" |
*
* @param {Discovery_Km_AwayInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_km_away: ((inputs: Discovery_Km_AwayInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Km_AwayInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your browser did not share your location. Allow location for this site in its settings, or choose a neighbourhood instead." |
*
* @param {Discovery_Location_DeniedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_location_denied: ((inputs?: Discovery_Location_DeniedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Location_DeniedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your location could not be found just now. Try again, or choose a neighbourhood instead." |
*
* @param {Discovery_Location_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_location_failed: ((inputs?: Discovery_Location_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Location_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This browser cannot tell its location. Choose a neighbourhood instead." |
*
* @param {Discovery_Location_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_location_unsupported: ((inputs?: Discovery_Location_UnsupportedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Location_UnsupportedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Discovery_Map_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_map_close: ((inputs?: Discovery_Map_CloseInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Map_CloseInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event on the map: {name}" |
*
* @param {Discovery_Map_Event_CardInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_map_event_card: ((inputs: Discovery_Map_Event_CardInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Map_Event_CardInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} event on the map" |
* | "other" | "{count} events on the map" |
*
* @param {Discovery_Map_Events_ShownInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_map_events_shown: ((inputs: Discovery_Map_Events_ShownInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Map_Events_ShownInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Map of the events found" |
*
* @param {Discovery_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_map_label: ((inputs?: Discovery_Map_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Map_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the map" |
*
* @param {Discovery_Map_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_map_loading: ((inputs?: Discovery_Map_LoadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Map_LoadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{count} online or without a place not shown" |
*
* @param {Discovery_Map_Not_ShownInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_map_not_shown: ((inputs: Discovery_Map_Not_ShownInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Map_Not_ShownInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Search this area" |
*
* @param {Discovery_Map_Search_AreaInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_map_search_area: ((inputs?: Discovery_Map_Search_AreaInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Map_Search_AreaInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The last day must be on or after the first day." |
*
* @param {Discovery_Problem_Dates_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_problem_dates_order: ((inputs?: Discovery_Problem_Dates_OrderInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Problem_Dates_OrderInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Pick at most a year of dates." |
*
* @param {Discovery_Problem_Dates_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_problem_dates_too_long: ((inputs?: Discovery_Problem_Dates_Too_LongInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Problem_Dates_Too_LongInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Pick a first day, a last day, or both." |
*
* @param {Discovery_Problem_No_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_problem_no_dates: ((inputs?: Discovery_Problem_No_DatesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Problem_No_DatesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Set your neighbourhood first." |
*
* @param {Discovery_Problem_No_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_problem_no_home: ((inputs?: Discovery_Problem_No_HomeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Problem_No_HomeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your location is not known yet." |
*
* @param {Discovery_Problem_No_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_problem_no_location: ((inputs?: Discovery_Problem_No_LocationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Problem_No_LocationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose where to measure the distance from." |
*
* @param {Discovery_Problem_No_OriginInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_problem_no_origin: ((inputs?: Discovery_Problem_No_OriginInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Problem_No_OriginInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a neighbourhood." |
*
* @param {Discovery_Problem_No_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_problem_no_place: ((inputs?: Discovery_Problem_No_PlaceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Problem_No_PlaceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Search events" |
*
* @param {Discovery_Search_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_search_events: ((inputs?: Discovery_Search_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Search_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming events by name or #tag, soonest first." |
*
* @param {Discovery_Search_Events_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_search_events_subtitle: ((inputs?: Discovery_Search_Events_SubtitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Search_Events_SubtitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Search groups" |
*
* @param {Discovery_Search_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_search_groups: ((inputs?: Discovery_Search_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Search_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Groups by name or #tag, most active first." |
*
* @param {Discovery_Search_Groups_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_search_groups_subtitle: ((inputs?: Discovery_Search_Groups_SubtitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Search_Groups_SubtitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Discovery_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_try_again: ((inputs?: Discovery_Try_AgainInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Try_AgainInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show the events as" |
*
* @param {Discovery_View_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_view_label: ((inputs?: Discovery_View_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_View_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "List" |
*
* @param {Discovery_View_ListInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_view_list: ((inputs?: Discovery_View_ListInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_View_ListInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Map" |
*
* @param {Discovery_View_MapInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_view_map: ((inputs?: Discovery_View_MapInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_View_MapInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Next week" |
*
* @param {Discovery_When_Next_WeekInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_when_next_week: ((inputs?: Discovery_When_Next_WeekInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_When_Next_WeekInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This week" |
*
* @param {Discovery_When_This_WeekInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_when_this_week: ((inputs?: Discovery_When_This_WeekInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_When_This_WeekInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Discovery_When_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_when_today: ((inputs?: Discovery_When_TodayInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_When_TodayInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Tomorrow" |
*
* @param {Discovery_When_TomorrowInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_when_tomorrow: ((inputs?: Discovery_When_TomorrowInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_When_TomorrowInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This weekend" |
*
* @param {Discovery_When_WeekendInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_when_weekend: ((inputs?: Discovery_When_WeekendInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_When_WeekendInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Within {km} km of a neighbourhood" |
*
* @param {Discovery_Within_Km_Of_A_NeighbourhoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_within_km_of_a_neighbourhood: ((inputs: Discovery_Within_Km_Of_A_NeighbourhoodInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Within_Km_Of_A_NeighbourhoodInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Within {km} km of the map area" |
*
* @param {Discovery_Within_Km_Of_Map_AreaInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_within_km_of_map_area: ((inputs: Discovery_Within_Km_Of_Map_AreaInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Within_Km_Of_Map_AreaInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Within {km} km of my location" |
*
* @param {Discovery_Within_Km_Of_My_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_within_km_of_my_location: ((inputs: Discovery_Within_Km_Of_My_LocationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Within_Km_Of_My_LocationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Within {km} km of my neighbourhood" |
*
* @param {Discovery_Within_Km_Of_My_NeighbourhoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_within_km_of_my_neighbourhood: ((inputs: Discovery_Within_Km_Of_My_NeighbourhoodInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Within_Km_Of_My_NeighbourhoodInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Within {km} km of {place}" |
*
* @param {Discovery_Within_Km_Of_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const discovery_within_km_of_place: ((inputs: Discovery_Within_Km_Of_PlaceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discovery_Within_Km_Of_PlaceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Add a comment" |
*
* @param {Events_Add_A_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_add_a_comment: ((inputs?: Events_Add_A_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Add_A_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Add comment" |
*
* @param {Events_Add_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_add_comment: ((inputs?: Events_Add_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Add_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Add a number of dates" |
*
* @param {Events_Add_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_add_count: ((inputs?: Events_Add_CountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Add_CountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Add a pin" |
*
* @param {Events_Add_PinInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_add_pin: ((inputs?: Events_Add_PinInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Add_PinInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Events_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_add_to_calendar: ((inputs?: Events_Add_To_CalendarInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Add_To_CalendarInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Events_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_address: ((inputs?: Events_AddressInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_AddressInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. 2305 Cornwall Ave, or a landmark" |
*
* @param {Events_Address_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_address_hint: ((inputs?: Events_Address_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Address_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Address matches" |
*
* @param {Events_Address_MatchesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_address_matches: ((inputs?: Events_Address_MatchesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Address_MatchesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Address search is not working right now: pin by hand or centre on a place." |
*
* @param {Events_Address_Search_DownInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_address_search_down: ((inputs?: Events_Address_Search_DownInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Address_Search_DownInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "After a number of events" |
*
* @param {Events_After_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_after_count: ((inputs?: Events_After_CountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_After_CountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Attend event" |
*
* @param {Events_Attend_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_attend_event: ((inputs?: Events_Attend_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Attend_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Attendees limit: {limit}" |
*
* @param {Events_Attendees_LimitInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_attendees_limit: ((inputs: Events_Attendees_LimitInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Attendees_LimitInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Attendees limit: unlimited" |
*
* @param {Events_Attendees_Limit_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_attendees_limit_unlimited: ((inputs?: Events_Attendees_Limit_UnlimitedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Attendees_Limit_UnlimitedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are attending this event." |
*
* @param {Events_Attending_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_attending_note: ((inputs?: Events_Attending_NoteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Attending_NoteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Back to {group}" |
*
* @param {Events_Back_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_back_to: ((inputs: Events_Back_ToInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Back_ToInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Browse files" |
*
* @param {Events_Browse_FilesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_browse_files: ((inputs?: Events_Browse_FilesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Browse_FilesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Events_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_cancel: ((inputs?: Events_CancelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_CancelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event was cancelled." |
*
* @param {Events_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_cancelled: ((inputs?: Events_CancelledInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_CancelledInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot comment on this group's events." |
*
* @param {Events_Cannot_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_cannot_comment: ((inputs?: Events_Cannot_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Cannot_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Centre on" |
*
* @param {Events_Centre_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_centre_on: ((inputs?: Events_Centre_OnInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Centre_OnInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event was changed: now {time} at {location}" |
*
* @param {Events_Changed_BothInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_changed_both: ((inputs: Events_Changed_BothInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Changed_BothInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event was changed: now at {location}" |
*
* @param {Events_Changed_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_changed_place: ((inputs: Events_Changed_PlaceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Changed_PlaceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event was changed: now {time}" |
*
* @param {Events_Changed_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_changed_time: ((inputs: Events_Changed_TimeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Changed_TimeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another file" |
*
* @param {Events_Choose_Another_FileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_choose_another_file: ((inputs?: Events_Choose_Another_FileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Choose_Another_FileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a cover image" |
*
* @param {Events_Choose_CoverInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_choose_cover: ((inputs?: Events_Choose_CoverInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Choose_CoverInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose image" |
*
* @param {Events_Choose_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_choose_image: ((inputs?: Events_Choose_ImageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Choose_ImageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a place" |
*
* @param {Events_Choose_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_choose_place: ((inputs?: Events_Choose_PlaceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Choose_PlaceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "from the fediverse" |
*
* @param {Events_Comment_From_FediverseInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_comment_from_fediverse: ((inputs?: Events_Comment_From_FediverseInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Comment_From_FediverseInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Be kind: everyone who can see the event reads it." |
*
* @param {Events_Comment_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_comment_hint: ((inputs?: Events_Comment_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Comment_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Events_Comment_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_comment_label: ((inputs?: Events_Comment_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Comment_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Comment options" |
*
* @param {Events_Comment_OptionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_comment_options: ((inputs?: Events_Comment_OptionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Comment_OptionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The comments could not be loaded." |
*
* @param {Events_Comments_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_comments_load_failed: ((inputs?: Events_Comments_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Comments_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A copy of {name}, a week on: check the dates. Fields marked with * are required." |
*
* @param {Events_Copy_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_copy_subtitle: ((inputs: Events_Copy_SubtitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Copy_SubtitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Each is its own event, with its own attendees. At most {max}." |
*
* @param {Events_Count_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_count_hint: ((inputs: Events_Count_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Count_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cover image of {name}" |
*
* @param {Events_Cover_AltInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_cover_alt: ((inputs: Events_Cover_AltInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Cover_AltInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cover image file" |
*
* @param {Events_Cover_FileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_cover_file: ((inputs?: Events_Cover_FileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Cover_FileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Preview of the chosen cover image" |
*
* @param {Events_Cover_Preview_AltInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_cover_preview_alt: ((inputs?: Events_Cover_Preview_AltInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Cover_Preview_AltInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event repeats. Use the new cover for:" |
*
* @param {Events_Cover_RepeatsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_cover_repeats: ((inputs?: Events_Cover_RepeatsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Cover_RepeatsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create another like this" |
*
* @param {Events_Create_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_create_another: ((inputs?: Events_Create_AnotherInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Create_AnotherInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create event" |
*
* @param {Events_Create_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_create_event: ((inputs?: Events_Create_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Create_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create or import event for group {group}" |
*
* @param {Events_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_create_title: ((inputs: Events_Create_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Create_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Current cover image" |
*
* @param {Events_Current_Cover_AltInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_current_cover_alt: ((inputs?: Events_Current_Cover_AltInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Current_Cover_AltInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The current cover stays unless you choose a new one." |
*
* @param {Events_Current_Cover_StaysInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_current_cover_stays: ((inputs?: Events_Current_Cover_StaysInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Current_Cover_StaysInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Dates to add" |
*
* @param {Events_Dates_To_AddInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_dates_to_add: ((inputs?: Events_Dates_To_AddInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Dates_To_AddInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete comment" |
*
* @param {Events_Delete_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_delete_comment: ((inputs?: Events_Delete_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Delete_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Are you sure you want to delete this comment? This action cannot be undone." |
*
* @param {Events_Delete_Comment_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_delete_comment_question: ((inputs?: Events_Delete_Comment_QuestionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Delete_Comment_QuestionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete event" |
*
* @param {Events_Delete_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_delete_event: ((inputs?: Events_Delete_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Delete_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Are you sure you want to delete this event? This action cannot be undone." |
*
* @param {Events_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_delete_question: ((inputs?: Events_Delete_QuestionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Delete_QuestionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete which events" |
*
* @param {Events_Delete_WhichInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_delete_which: ((inputs?: Events_Delete_WhichInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Delete_WhichInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "What you will do, what to bring, who is welcome." |
*
* @param {Events_Description_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_description_hint: ((inputs?: Events_Description_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Description_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Events_Description_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_description_label: ((inputs?: Events_Description_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Description_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Details for group members" |
*
* @param {Events_Details_For_Group_MembersInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_details_for_group_members: ((inputs?: Events_Details_For_Group_MembersInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Details_For_Group_MembersInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The details of this event are for members of {group}." |
*
* @param {Events_Details_For_MembersInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_details_for_members: ((inputs: Events_Details_For_MembersInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Details_For_MembersInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Directions" |
*
* @param {Events_DirectionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_directions: ((inputs?: Events_DirectionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_DirectionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "directions (opens in a new tab)" |
*
* @param {Events_Directions_New_TabInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_directions_new_tab: ((inputs?: Events_Directions_New_TabInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Directions_New_TabInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event" |
*
* @param {Events_Doc_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_doc_title: ((inputs?: Events_Doc_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Doc_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Does not repeat" |
*
* @param {Events_Does_Not_RepeatInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_does_not_repeat: ((inputs?: Events_Does_Not_RepeatInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Does_Not_RepeatInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Events_Download_CsvInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_download_csv: ((inputs?: Events_Download_CsvInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Download_CsvInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicate event" |
*
* @param {Events_DuplicateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_duplicate: ((inputs?: Events_DuplicateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_DuplicateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Edit comment" |
*
* @param {Events_Edit_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_edit_comment: ((inputs?: Events_Edit_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Edit_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Events_Edit_Doc_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_edit_doc_title: ((inputs: Events_Edit_Doc_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Edit_Doc_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Edit event" |
*
* @param {Events_Edit_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_edit_event: ((inputs?: Events_Edit_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Edit_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Edit recurring event" |
*
* @param {Events_Edit_RecurringInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_edit_recurring: ((inputs?: Events_Edit_RecurringInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Edit_RecurringInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Edit your comment" |
*
* @param {Events_Edit_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_edit_your_comment: ((inputs?: Events_Edit_Your_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Edit_Your_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "(edited)" |
*
* @param {Events_EditedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_edited: ((inputs?: Events_EditedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_EditedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Edited {time}" |
*
* @param {Events_Edited_AtInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_edited_at: ((inputs: Events_Edited_AtInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Edited_AtInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "End date and time" |
*
* @param {Events_End_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_end_label: ((inputs?: Events_End_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_End_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Events_EndedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_ended: ((inputs?: Events_EndedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_EndedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event has ended." |
*
* @param {Events_Ended_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_ended_note: ((inputs?: Events_Ended_NoteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Ended_NoteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Ends" |
*
* @param {Events_EndsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_ends: ((inputs?: Events_EndsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_EndsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Explore events" |
*
* @param {Events_ExploreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_explore: ((inputs?: Events_ExploreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_ExploreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} going: {names}" |
* | "other" | "{count} going: {names}" |
*
* @param {Events_Faces_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_faces_label: ((inputs: Events_Faces_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Faces_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} going: {names} and {more} more" |
* | "other" | "{count} going: {names} and {more} more" |
*
* @param {Events_Faces_Label_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_faces_label_more: ((inputs: Events_Faces_Label_MoreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Faces_Label_MoreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Format" |
*
* @param {Events_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_format: ((inputs?: Events_FormatInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_FormatInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hybrid: in person and online" |
*
* @param {Events_Format_Fact_HybridInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_format_fact_hybrid: ((inputs?: Events_Format_Fact_HybridInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Format_Fact_HybridInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Online event" |
*
* @param {Events_Format_Fact_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_format_fact_online: ((inputs?: Events_Format_Fact_OnlineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Format_Fact_OnlineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "People meet at the location below, or join through a meeting link." |
*
* @param {Events_Format_Hint_HybridInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_format_hint_hybrid: ((inputs?: Events_Format_Hint_HybridInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Format_Hint_HybridInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "People meet at the location below." |
*
* @param {Events_Format_Hint_In_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_format_hint_in_person: ((inputs?: Events_Format_Hint_In_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Format_Hint_In_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "People join through a meeting link." |
*
* @param {Events_Format_Hint_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_format_hint_online: ((inputs?: Events_Format_Hint_OnlineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Format_Hint_OnlineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hybrid" |
*
* @param {Events_Format_HybridInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_format_hybrid: ((inputs?: Events_Format_HybridInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Format_HybridInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "In person" |
*
* @param {Events_Format_In_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_format_in_person: ((inputs?: Events_Format_In_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Format_In_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Online" |
*
* @param {Events_Format_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_format_online: ((inputs?: Events_Format_OnlineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Format_OnlineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Every 2 weeks" |
*
* @param {Events_Frequency_BiweeklyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_frequency_biweekly: ((inputs?: Events_Frequency_BiweeklyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Frequency_BiweeklyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Events_Frequency_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_frequency_monthly: ((inputs?: Events_Frequency_MonthlyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Frequency_MonthlyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Weekly" |
*
* @param {Events_Frequency_WeeklyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_frequency_weekly: ((inputs?: Events_Frequency_WeeklyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Frequency_WeeklyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The event is full: new attendees join the waitlist." |
*
* @param {Events_Full_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_full_note: ((inputs?: Events_Full_NoteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Full_NoteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the event page" |
*
* @param {Events_Go_To_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_go_to_event: ((inputs?: Events_Go_To_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Go_To_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the group page" |
*
* @param {Events_Go_To_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_go_to_group: ((inputs?: Events_Go_To_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Go_To_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (group owner)" |
*
* @param {Events_Group_Owner_SuffixInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_group_owner_suffix: ((inputs: Events_Group_Owner_SuffixInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Group_Owner_SuffixInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hand over to another host" |
*
* @param {Events_Hand_Over_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_hand_over_button: ((inputs?: Events_Hand_Over_ButtonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Hand_Over_ButtonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hand over" |
*
* @param {Events_Hand_Over_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_hand_over_confirm: ((inputs?: Events_Hand_Over_ConfirmInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Hand_Over_ConfirmInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hand over the event" |
*
* @param {Events_Hand_Over_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_hand_over_title: ((inputs?: Events_Hand_Over_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Hand_Over_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Host tools" |
*
* @param {Events_Host_ToolsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_host_tools: ((inputs?: Events_Host_ToolsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Host_ToolsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hosted by {name}" |
*
* @param {Events_Hosted_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_hosted_by: ((inputs: Events_Hosted_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Hosted_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is hosted by {host}. Ask them if something needs to change." |
*
* @param {Events_Hosted_By_AskInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_hosted_by_ask: ((inputs: Events_Hosted_By_AskInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Hosted_By_AskInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Hosted by {name} and {count} more" |
* | "other" | "Hosted by {name} and {count} more" |
*
* @param {Events_Hosted_By_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_hosted_by_more: ((inputs: Events_Hosted_By_MoreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Hosted_By_MoreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The group’s hosts could not be loaded." |
*
* @param {Events_Hosts_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_hosts_load_failed: ((inputs?: Events_Hosts_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Hosts_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fill Using Existing Meetup Event" |
*
* @param {Events_Import_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_import_button: ((inputs?: Events_Import_ButtonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Import_ButtonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Import a Meetup event" |
*
* @param {Events_Import_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_import_form_label: ((inputs?: Events_Import_Form_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Import_Form_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fills the title, description, location and start above; the end is set 4 hours after the start." |
*
* @param {Events_Import_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_import_hint: ((inputs?: Events_Import_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Import_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Meetup event URL" |
*
* @param {Events_Import_Url_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_import_url_label: ((inputs?: Events_Import_Url_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Import_Url_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Join group and attend" |
*
* @param {Events_Join_Group_And_AttendInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_join_group_and_attend: ((inputs?: Events_Join_Group_And_AttendInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Join_Group_And_AttendInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Join group and join the waitlist" |
*
* @param {Events_Join_Group_And_WaitlistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_join_group_and_waitlist: ((inputs?: Events_Join_Group_And_WaitlistInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Join_Group_And_WaitlistInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Join online" |
*
* @param {Events_Join_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_join_online: ((inputs?: Events_Join_OnlineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Join_OnlineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Join the group to see them." |
*
* @param {Events_Join_To_SeeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_join_to_see: ((inputs?: Events_Join_To_SeeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Join_To_SeeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Join waitlist" |
*
* @param {Events_Join_WaitlistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_join_waitlist: ((inputs?: Events_Join_WaitlistInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Join_WaitlistInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Last date" |
*
* @param {Events_Last_DateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_last_date: ((inputs?: Events_Last_DateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Last_DateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Leave event" |
*
* @param {Events_Leave_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_leave_event: ((inputs?: Events_Leave_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Leave_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You will also give up your place in {count} upcoming event." |
* | "other" | "You will also give up your place in {count} upcoming events." |
*
* @param {Events_Leave_Group_Gives_UpInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_leave_group_gives_up: ((inputs: Events_Leave_Group_Gives_UpInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Leave_Group_Gives_UpInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Are you sure you want to leave this group?" |
*
* @param {Events_Leave_Group_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_leave_group_question: ((inputs?: Events_Leave_Group_QuestionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Leave_Group_QuestionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Leave waitlist" |
*
* @param {Events_Leave_WaitlistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_leave_waitlist: ((inputs?: Events_Leave_WaitlistInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Leave_WaitlistInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The meeting link is shown to people going." |
*
* @param {Events_Link_For_GoingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_link_for_going: ((inputs?: Events_Link_For_GoingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Link_For_GoingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading comments" |
*
* @param {Events_Loading_CommentsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_loading_comments: ((inputs?: Events_Loading_CommentsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Loading_CommentsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the event" |
*
* @param {Events_Loading_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_loading_event: ((inputs?: Events_Loading_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Loading_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the group" |
*
* @param {Events_Loading_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_loading_group: ((inputs?: Events_Loading_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Loading_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the group’s hosts…" |
*
* @param {Events_Loading_HostsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_loading_hosts: ((inputs?: Events_Loading_HostsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Loading_HostsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the map" |
*
* @param {Events_Loading_MapInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_loading_map: ((inputs?: Events_Loading_MapInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Loading_MapInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading participants" |
*
* @param {Events_Loading_ParticipantsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_loading_participants: ((inputs?: Events_Loading_ParticipantsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Loading_ParticipantsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading past events" |
*
* @param {Events_Loading_PastInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_loading_past: ((inputs?: Events_Loading_PastInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Loading_PastInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the tab" |
*
* @param {Events_Loading_TabInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_loading_tab: ((inputs?: Events_Loading_TabInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Loading_TabInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading upcoming events" |
*
* @param {Events_Loading_UpcomingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_loading_upcoming: ((inputs?: Events_Loading_UpcomingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Loading_UpcomingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your events" |
*
* @param {Events_Loading_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_loading_yours: ((inputs?: Events_Loading_YoursInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Loading_YoursInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{time} (your local time)" |
*
* @param {Events_Local_Time_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_local_time_hint: ((inputs: Events_Local_Time_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Local_Time_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Location" |
*
* @param {Events_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_location: ((inputs?: Events_LocationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_LocationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A place people can find, e.g. Britannia Community Centre, room 2." |
*
* @param {Events_Location_Hint_HybridInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_location_hint_hybrid: ((inputs?: Events_Location_Hint_HybridInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Location_Hint_HybridInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A place people can find, e.g. Kitsilano Beach, by the lifeguard tower." |
*
* @param {Events_Location_Hint_In_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_location_hint_in_person: ((inputs?: Events_Location_Hint_In_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Location_Hint_In_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Where it happens, e.g. Online (Zoom)." |
*
* @param {Events_Location_Hint_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_location_hint_online: ((inputs?: Events_Location_Hint_OnlineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Location_Hint_OnlineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "(map, opens in a new tab)" |
*
* @param {Events_Map_New_TabInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_map_new_tab: ((inputs?: Events_Map_New_TabInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Map_New_TabInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Map of where {name} is" |
*
* @param {Events_Map_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_map_of: ((inputs: Events_Map_OfInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Map_OfInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Meeting link" |
*
* @param {Events_Meeting_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_meeting_link: ((inputs?: Events_Meeting_LinkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Meeting_LinkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Optional. Only people going, the host and the group's owner see it." |
*
* @param {Events_Meeting_Link_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_meeting_link_hint: ((inputs?: Events_Meeting_Link_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Meeting_Link_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "(meeting link, opens in a new tab)" |
*
* @param {Events_Meeting_Link_New_TabInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_meeting_link_new_tab: ((inputs?: Events_Meeting_Link_New_TabInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Meeting_Link_New_TabInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Each is its own event, with its own attendees. At most {max} ahead." |
*
* @param {Events_More_Count_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_more_count_hint: ((inputs: Events_More_Count_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_More_Count_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "More dates" |
*
* @param {Events_More_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_more_dates: ((inputs?: Events_More_DatesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_More_DatesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{rule}, {count} upcoming date. New dates follow the last one." |
* | "other" | "{rule}, {count} upcoming dates. New dates follow the last one." |
*
* @param {Events_More_Dates_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_more_dates_hint: ((inputs: Events_More_Dates_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_More_Dates_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The series goes on until this day." |
*
* @param {Events_More_Until_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_more_until_hint: ((inputs?: Events_More_Until_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_More_Until_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Move the pin" |
*
* @param {Events_Move_PinInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_move_pin: ((inputs?: Events_Move_PinInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Move_PinInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My events" |
*
* @param {Events_My_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_my_events: ((inputs?: Events_My_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_My_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My events ({count})" |
*
* @param {Events_My_Events_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_my_events_count: ((inputs: Events_My_Events_CountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_My_Events_CountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "," |
*
* @param {Events_Names_SeparatorInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_names_separator: ((inputs?: Events_Names_SeparatorInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Names_SeparatorInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "New last date" |
*
* @param {Events_New_Last_DateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_new_last_date: ((inputs?: Events_New_Last_DateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_New_Last_DateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No address matches. Try a street and number, or a landmark." |
*
* @param {Events_No_Address_MatchesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_no_address_matches: ((inputs?: Events_No_Address_MatchesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_No_Address_MatchesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No comments yet. Start the conversation!" |
*
* @param {Events_No_CommentsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_no_comments: ((inputs?: Events_No_CommentsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_No_CommentsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No image selected" |
*
* @param {Events_No_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_no_image: ((inputs?: Events_No_ImageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_No_ImageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No meeting link yet: add one with Edit event." |
*
* @param {Events_No_Link_ManageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_no_link_manage: ((inputs?: Events_No_Link_ManageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_No_Link_ManageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The host has not added a meeting link yet." |
*
* @param {Events_No_Link_YetInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_no_link_yet: ((inputs?: Events_No_Link_YetInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_No_Link_YetInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No more dates" |
*
* @param {Events_No_More_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_no_more_dates: ((inputs?: Events_No_More_DatesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_No_More_DatesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "There is no other event host in this group yet. The group owner can make members event hosts in the Members tab." |
*
* @param {Events_No_Other_HostInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_no_other_host: ((inputs?: Events_No_Other_HostInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_No_Other_HostInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No one has signed up yet." |
*
* @param {Events_No_ParticipantsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_no_participants: ((inputs?: Events_No_ParticipantsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_No_ParticipantsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{group} is organized by {owner}. Ask them if you would like to host an event." |
*
* @param {Events_Not_A_Host_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_not_a_host_body: ((inputs: Events_Not_A_Host_BodyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Not_A_Host_BodyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only the group owner and event hosts can create events" |
*
* @param {Events_Not_A_Host_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_not_a_host_title: ((inputs?: Events_Not_A_Host_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Not_A_Host_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You're not attending any events..." |
*
* @param {Events_Not_AttendingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_not_attending: ((inputs?: Events_Not_AttendingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Not_AttendingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Number of events" |
*
* @param {Events_Number_Of_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_number_of_events: ((inputs?: Events_Number_Of_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Number_Of_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "On a date" |
*
* @param {Events_On_DateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_on_date: ((inputs?: Events_On_DateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_On_DateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only the event host can edit this event" |
*
* @param {Events_Only_Host_Can_EditInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_only_host_can_edit: ((inputs?: Events_Only_Host_Can_EditInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Only_Host_Can_EditInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Events_Opens_New_TabInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_opens_new_tab: ((inputs?: Events_Opens_New_TabInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Opens_New_TabInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event options" |
*
* @param {Events_OptionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_options: ((inputs?: Events_OptionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_OptionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The group owner will answer your request." |
*
* @param {Events_Owner_Will_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_owner_will_answer: ((inputs?: Events_Owner_Will_AnswerInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Owner_Will_AnswerInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Participants limit" |
*
* @param {Events_Participants_LimitInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_participants_limit: ((inputs?: Events_Participants_LimitInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Participants_LimitInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Places besides you, the host. 0 for unlimited." |
*
* @param {Events_Participants_Limit_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_participants_limit_hint: ((inputs?: Events_Participants_Limit_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Participants_Limit_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The participants could not be loaded." |
*
* @param {Events_Participants_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_participants_load_failed: ((inputs?: Events_Participants_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Participants_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Participants of {name}" |
*
* @param {Events_Participants_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_participants_of: ((inputs: Events_Participants_OfInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Participants_OfInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Past events" |
*
* @param {Events_PastInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_past: ((inputs?: Events_PastInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_PastInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The past events could not be loaded." |
*
* @param {Events_Past_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_past_load_failed: ((inputs?: Events_Past_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Past_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Map. Drag the pin, or tap the map where the event is." |
*
* @param {Events_Picker_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_picker_map_label: ((inputs?: Events_Picker_Map_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Picker_Map_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event pin" |
*
* @param {Events_Pin_AltInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_pin_alt: ((inputs?: Events_Pin_AltInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Pin_AltInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Pin the map's centre" |
*
* @param {Events_Pin_CentreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_pin_centre: ((inputs?: Events_Pin_CentreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Pin_CentreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Drag to move the pin" |
*
* @param {Events_Pin_Drag_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_pin_drag_title: ((inputs?: Events_Pin_Drag_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Pin_Drag_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Puts the event on the map and gives people directions to the exact spot." |
*
* @param {Events_Pin_Field_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_pin_field_hint: ((inputs?: Events_Pin_Field_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Pin_Field_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Pin on the map (optional)" |
*
* @param {Events_Pin_Field_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_pin_field_label: ((inputs?: Events_Pin_Field_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Pin_Field_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Drag the pin, or tap the map where people meet. Centre on a place to start near it." |
*
* @param {Events_Pin_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_pin_hint: ((inputs?: Events_Pin_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Pin_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Near {place} · {point}" |
*
* @param {Events_Pin_NearInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_pin_near: ((inputs: Events_Pin_NearInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Pin_NearInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Pin of {name}" |
*
* @param {Events_Pin_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_pin_of: ((inputs: Events_Pin_OfInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Pin_OfInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Pin on the map" |
*
* @param {Events_Pin_On_MapInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_pin_on_map: ((inputs?: Events_Pin_On_MapInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Pin_On_MapInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Pin: {pin}" |
*
* @param {Events_Pin_ReadoutInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_pin_readout: ((inputs: Events_Pin_ReadoutInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Pin_ReadoutInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only members of the group see the details (time, place, description, host)." |
*
* @param {Events_Privacy_Hint_PrivateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_privacy_hint_private: ((inputs?: Events_Privacy_Hint_PrivateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Privacy_Hint_PrivateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Anyone can see the details; members of the group can attend." |
*
* @param {Events_Privacy_Hint_PublicInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_privacy_hint_public: ((inputs?: Events_Privacy_Hint_PublicInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Privacy_Hint_PublicInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event privacy type" |
*
* @param {Events_Privacy_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_privacy_label: ((inputs?: Events_Privacy_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Privacy_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The events of this private group are visible to its members." |
*
* @param {Events_Private_Group_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_private_group_events: ((inputs?: Events_Private_Group_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Private_Group_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This group is private: its members attend its events." |
*
* @param {Events_Private_Group_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_private_group_note: ((inputs?: Events_Private_Group_NoteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Private_Group_NoteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your event is ready." |
*
* @param {Events_ReadyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_ready: ((inputs?: Events_ReadyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_ReadyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Events_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_remove: ((inputs?: Events_RemoveInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_RemoveInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove cover image" |
*
* @param {Events_Remove_CoverInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_remove_cover: ((inputs?: Events_Remove_CoverInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Remove_CoverInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the cover image from:" |
*
* @param {Events_Remove_Cover_FromInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_remove_cover_from: ((inputs?: Events_Remove_Cover_FromInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Remove_Cover_FromInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the cover from" |
*
* @param {Events_Remove_Cover_From_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_remove_cover_from_label: ((inputs?: Events_Remove_Cover_From_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Remove_Cover_From_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the cover image of this event? You can upload a new one at any time." |
*
* @param {Events_Remove_Cover_OneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_remove_cover_one: ((inputs?: Events_Remove_Cover_OneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Remove_Cover_OneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event shows the cover of its series. Remove it from all events in the series? You can upload a new one at any time." |
*
* @param {Events_Remove_Cover_SeriesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_remove_cover_series: ((inputs?: Events_Remove_Cover_SeriesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Remove_Cover_SeriesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove pin" |
*
* @param {Events_Remove_PinInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_remove_pin: ((inputs?: Events_Remove_PinInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Remove_PinInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Every 2 weeks on {weekday}s" |
*
* @param {Events_Repeat_BiweeklyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeat_biweekly: ((inputs: Events_Repeat_BiweeklyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeat_BiweeklyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly on the 1st {weekday}" |
*
* @param {Events_Repeat_Monthly_1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeat_monthly_1: ((inputs: Events_Repeat_Monthly_1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeat_Monthly_1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly on the 2nd {weekday}" |
*
* @param {Events_Repeat_Monthly_2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeat_monthly_2: ((inputs: Events_Repeat_Monthly_2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeat_Monthly_2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly on the 3rd {weekday}" |
*
* @param {Events_Repeat_Monthly_3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeat_monthly_3: ((inputs: Events_Repeat_Monthly_3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeat_Monthly_3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly on the 4th {weekday}" |
*
* @param {Events_Repeat_Monthly_4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeat_monthly_4: ((inputs: Events_Repeat_Monthly_4Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeat_Monthly_4Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly on the last {weekday}" |
*
* @param {Events_Repeat_Monthly_LastInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeat_monthly_last: ((inputs: Events_Repeat_Monthly_LastInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeat_Monthly_LastInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Weekly on {weekday}s" |
*
* @param {Events_Repeat_WeeklyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeat_weekly: ((inputs: Events_Repeat_WeeklyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeat_WeeklyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Repeats" |
*
* @param {Events_RepeatsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeats: ((inputs?: Events_RepeatsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_RepeatsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Repeats every 2 weeks on {weekday}s" |
*
* @param {Events_Repeats_BiweeklyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeats_biweekly: ((inputs: Events_Repeats_BiweeklyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeats_BiweeklyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Repeats monthly on the 1st {weekday}" |
*
* @param {Events_Repeats_Monthly_1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeats_monthly_1: ((inputs: Events_Repeats_Monthly_1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeats_Monthly_1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Repeats monthly on the 2nd {weekday}" |
*
* @param {Events_Repeats_Monthly_2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeats_monthly_2: ((inputs: Events_Repeats_Monthly_2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeats_Monthly_2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Repeats monthly on the 3rd {weekday}" |
*
* @param {Events_Repeats_Monthly_3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeats_monthly_3: ((inputs: Events_Repeats_Monthly_3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeats_Monthly_3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Repeats monthly on the 4th {weekday}" |
*
* @param {Events_Repeats_Monthly_4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeats_monthly_4: ((inputs: Events_Repeats_Monthly_4Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeats_Monthly_4Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Repeats monthly on the last {weekday}" |
*
* @param {Events_Repeats_Monthly_LastInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeats_monthly_last: ((inputs: Events_Repeats_Monthly_LastInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeats_Monthly_LastInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Repeats weekly on {weekday}s" |
*
* @param {Events_Repeats_WeeklyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_repeats_weekly: ((inputs: Events_Repeats_WeeklyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Repeats_WeeklyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Request to join the group to attend" |
*
* @param {Events_Request_To_Join_To_AttendInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_request_to_join_to_attend: ((inputs?: Events_Request_To_Join_To_AttendInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Request_To_Join_To_AttendInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Requested membership" |
*
* @param {Events_Requested_MembershipInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_requested_membership: ((inputs?: Events_Requested_MembershipInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Requested_MembershipInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fields marked with * are required." |
*
* @param {Events_Required_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_required_note: ((inputs?: Events_Required_NoteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Required_NoteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Events_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_save: ((inputs?: Events_SaveInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_SaveInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event repeats. Save the changes to:" |
*
* @param {Events_Save_Changes_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_save_changes_to: ((inputs?: Events_Save_Changes_ToInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Save_Changes_ToInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Save to which events" |
*
* @param {Events_Save_WhichInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_save_which: ((inputs?: Events_Save_WhichInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Save_WhichInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This and following events" |
*
* @param {Events_Scope_FollowingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_scope_following: ((inputs?: Events_Scope_FollowingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Scope_FollowingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "All events in the series" |
*
* @param {Events_Scope_SeriesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_scope_series: ((inputs?: Events_Scope_SeriesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Scope_SeriesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event" |
*
* @param {Events_Scope_ThisInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_scope_this: ((inputs?: Events_Scope_ThisInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Scope_ThisInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Searching…" |
*
* @param {Events_SearchingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_searching: ((inputs?: Events_SearchingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_SearchingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event sections" |
*
* @param {Events_SectionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_sections: ((inputs?: Events_SectionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_SectionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "See the group’s other events" |
*
* @param {Events_See_Other_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_see_other_events: ((inputs?: Events_See_Other_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_See_Other_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Selected: {name}" |
*
* @param {Events_Selected_FileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_selected_file: ((inputs: Events_Selected_FileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Selected_FileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Dates in this series" |
*
* @param {Events_Series_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_series_dates: ((inputs?: Events_Series_DatesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Series_DatesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{frequency} · {count} date" |
* | "other" | "{frequency} · {count} dates" |
*
* @param {Events_Series_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_series_summary: ((inputs: Events_Series_SummaryInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Series_SummaryInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show all {total} dates" |
*
* @param {Events_Show_All_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_show_all_dates: ((inputs: Events_Show_All_DatesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Show_All_DatesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show more events" |
*
* @param {Events_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_show_more: ((inputs?: Events_Show_MoreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Show_MoreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in and join the group to see them." |
*
* @param {Events_Sign_In_Join_To_SeeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_sign_in_join_to_see: ((inputs?: Events_Sign_In_Join_To_SeeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Sign_In_Join_To_SeeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to attend" |
*
* @param {Events_Sign_In_To_AttendInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_sign_in_to_attend: ((inputs?: Events_Sign_In_To_AttendInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Sign_In_To_AttendInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Start date and time" |
*
* @param {Events_Start_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_start_label: ((inputs?: Events_Start_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Start_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "About" |
*
* @param {Events_Tab_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_tab_about: ((inputs?: Events_Tab_AboutInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Tab_AboutInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Comments" |
*
* @param {Events_Tab_CommentsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_tab_comments: ((inputs?: Events_Tab_CommentsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Tab_CommentsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Participants" |
*
* @param {Events_Tab_ParticipantsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_tab_participants: ((inputs?: Events_Tab_ParticipantsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Tab_ParticipantsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. Sunrise run along Kits Beach" |
*
* @param {Events_Title_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_title_hint: ((inputs?: Events_Title_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Title_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Events_Title_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_title_label: ((inputs?: Events_Title_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Title_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to register for the event." |
*
* @param {Events_Toast_Attend_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_attend_failed: ((inputs?: Events_Toast_Attend_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Attend_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You must be a member of the group to attend" |
*
* @param {Events_Toast_Attend_Failed_Not_MemberInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_attend_failed_not_member: ((inputs?: Events_Toast_Attend_Failed_Not_MemberInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Attend_Failed_Not_MemberInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully registered for the event" |
*
* @param {Events_Toast_AttendingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_attending: ((inputs?: Events_Toast_AttendingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_AttendingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully added comment" |
*
* @param {Events_Toast_Comment_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_comment_added: ((inputs?: Events_Toast_Comment_AddedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Comment_AddedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to delete comment." |
*
* @param {Events_Toast_Comment_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_comment_delete_failed: ((inputs?: Events_Toast_Comment_Delete_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Comment_Delete_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully deleted comment" |
*
* @param {Events_Toast_Comment_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_comment_deleted: ((inputs?: Events_Toast_Comment_DeletedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Comment_DeletedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to add comment." |
*
* @param {Events_Toast_Comment_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_comment_failed: ((inputs?: Events_Toast_Comment_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Comment_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to update comment." |
*
* @param {Events_Toast_Comment_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_comment_update_failed: ((inputs?: Events_Toast_Comment_Update_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Comment_Update_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully updated comment" |
*
* @param {Events_Toast_Comment_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_comment_updated: ((inputs?: Events_Toast_Comment_UpdatedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Comment_UpdatedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to delete the cover image" |
*
* @param {Events_Toast_Cover_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_cover_delete_failed: ((inputs?: Events_Toast_Cover_Delete_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Cover_Delete_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The cover image was successfully deleted" |
*
* @param {Events_Toast_Cover_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_cover_deleted: ((inputs?: Events_Toast_Cover_DeletedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Cover_DeletedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to upload cover image." |
*
* @param {Events_Toast_Cover_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_cover_upload_failed: ((inputs?: Events_Toast_Cover_Upload_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Cover_Upload_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The cover image was uploaded successfully" |
*
* @param {Events_Toast_Cover_UploadedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_cover_uploaded: ((inputs?: Events_Toast_Cover_UploadedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Cover_UploadedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to create an event." |
*
* @param {Events_Toast_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_create_failed: ((inputs?: Events_Toast_Create_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Create_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your event was created successfully!" |
*
* @param {Events_Toast_CreatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_created: ((inputs?: Events_Toast_CreatedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_CreatedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to delete the event" |
*
* @param {Events_Toast_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_delete_failed: ((inputs?: Events_Toast_Delete_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Delete_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event was successfully deleted" |
*
* @param {Events_Toast_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_deleted: ((inputs?: Events_Toast_DeletedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_DeletedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to hand the event over." |
*
* @param {Events_Toast_Hand_Over_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_hand_over_failed: ((inputs?: Events_Toast_Hand_Over_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Hand_Over_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} now hosts the event" |
*
* @param {Events_Toast_Handed_OverInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_handed_over: ((inputs: Events_Toast_Handed_OverInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Handed_OverInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to import your event. Please ensure that the link is correct." |
*
* @param {Events_Toast_Import_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_import_failed: ((inputs?: Events_Toast_Import_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Import_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to join the group." |
*
* @param {Events_Toast_Join_Group_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_join_group_failed: ((inputs?: Events_Toast_Join_Group_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Join_Group_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You joined the group" |
*
* @param {Events_Toast_Joined_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_joined_group: ((inputs?: Events_Toast_Joined_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Joined_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to leave the event." |
*
* @param {Events_Toast_Leave_Event_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_leave_event_failed: ((inputs?: Events_Toast_Leave_Event_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Leave_Event_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully left the event" |
*
* @param {Events_Toast_Left_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_left_event: ((inputs?: Events_Toast_Left_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Left_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to request membership." |
*
* @param {Events_Toast_Membership_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_membership_request_failed: ((inputs?: Events_Toast_Membership_Request_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Membership_Request_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your request to join was sent to the group owner" |
*
* @param {Events_Toast_Membership_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_membership_requested: ((inputs?: Events_Toast_Membership_RequestedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Membership_RequestedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to update an event" |
*
* @param {Events_Toast_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_update_failed: ((inputs?: Events_Toast_Update_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_Update_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event was updated successfully" |
*
* @param {Events_Toast_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_updated: ((inputs?: Events_Toast_UpdatedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_UpdatedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully joined the waitlist for the event" |
*
* @param {Events_Toast_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_toast_waitlisted: ((inputs?: Events_Toast_WaitlistedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Toast_WaitlistedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The series stops after this day." |
*
* @param {Events_Until_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_until_hint: ((inputs?: Events_Until_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Until_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Until a later date" |
*
* @param {Events_Until_LaterInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_until_later: ((inputs?: Events_Until_LaterInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Until_LaterInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming events" |
*
* @param {Events_UpcomingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_upcoming: ((inputs?: Events_UpcomingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_UpcomingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The upcoming events could not be loaded." |
*
* @param {Events_Upcoming_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_upcoming_load_failed: ((inputs?: Events_Upcoming_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Upcoming_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Update event" |
*
* @param {Events_Update_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_update_event: ((inputs?: Events_Update_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Update_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Upload cover image" |
*
* @param {Events_Upload_CoverInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_upload_cover: ((inputs?: Events_Upload_CoverInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Upload_CoverInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{rule}. It is uploaded when you save the event." |
*
* @param {Events_Uploaded_On_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_uploaded_on_save: ((inputs: Events_Uploaded_On_SaveInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Uploaded_On_SaveInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Use the cover for" |
*
* @param {Events_Use_Cover_ForInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_use_cover_for: ((inputs?: Events_Use_Cover_ForInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Use_Cover_ForInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Use this image" |
*
* @param {Events_Use_This_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_use_this_image: ((inputs?: Events_Use_This_ImageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Use_This_ImageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Use this pin" |
*
* @param {Events_Use_This_PinInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_use_this_pin: ((inputs?: Events_Use_This_PinInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Use_This_PinInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Places go to the waitlist in this order as people leave." |
*
* @param {Events_Waitlist_Order_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_waitlist_order_note: ((inputs?: Events_Waitlist_Order_NoteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Waitlist_Order_NoteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You're {ordinal} on the waitlist" |
*
* @param {Events_Waitlist_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_waitlist_place: ((inputs: Events_Waitlist_PlaceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Waitlist_PlaceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are on the waitlist: you get a place when someone leaves." |
*
* @param {Events_Waitlisted_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_waitlisted_note: ((inputs?: Events_Waitlisted_NoteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Waitlisted_NoteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Where" |
*
* @param {Events_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_where: ((inputs?: Events_WhereInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_WhereInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Who will host {name}? The current host stays on as a participant." |
*
* @param {Events_Who_Will_HostInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_who_will_host: ((inputs: Events_Who_Will_HostInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Who_Will_HostInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your events" |
*
* @param {Events_Your_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_your_events: ((inputs?: Events_Your_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Your_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your local time" |
*
* @param {Events_Your_Local_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_your_local_time: ((inputs?: Events_Your_Local_TimeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Your_Local_TimeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your events could not be loaded." |
*
* @param {Events_Yours_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const events_yours_load_failed: ((inputs?: Events_Yours_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Yours_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Feeds_Csv_NameInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_csv_name: ((inputs?: Feeds_Csv_NameInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Csv_NameInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Feeds_Csv_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_csv_role: ((inputs?: Feeds_Csv_RoleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Csv_RoleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "RSVP time ({zone})" |
*
* @param {Feeds_Csv_Rsvp_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_csv_rsvp_time: ((inputs: Feeds_Csv_Rsvp_TimeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Csv_Rsvp_TimeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{date} at {time}" |
*
* @param {Feeds_Date_At_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_date_at_time: ((inputs: Feeds_Date_At_TimeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Date_At_TimeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "People you blocked" |
*
* @param {Feeds_Export_BlockedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_blocked: ((inputs?: Feeds_Export_BlockedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_BlockedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Comments" |
*
* @param {Feeds_Export_CommentsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_comments: ((inputs?: Feeds_Export_CommentsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_CommentsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Conversation with {name}" |
*
* @param {Feeds_Export_Conversation_WithInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_conversation_with: ((inputs: Feeds_Export_Conversation_WithInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_Conversation_WithInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Feeds_Export_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_email: ((inputs?: Feeds_Export_EmailInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_EmailInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Events and RSVPs" |
*
* @param {Feeds_Export_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_events: ((inputs?: Feeds_Export_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Groups" |
*
* @param {Feeds_Export_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_groups: ((inputs?: Feeds_Export_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "hidden by the moderators" |
*
* @param {Feeds_Export_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_hidden: ((inputs?: Feeds_Export_HiddenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_HiddenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A copy of what is yours on {site}, prepared for {name} on {date}. The same data is in the JSON files beside this page, for other programs." |
*
* @param {Feeds_Export_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_intro: ((inputs: Feeds_Export_IntroInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_IntroInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Member since" |
*
* @param {Feeds_Export_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_member_since: ((inputs?: Feeds_Export_Member_SinceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_Member_SinceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Feeds_Export_MessagesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_messages: ((inputs?: Feeds_Export_MessagesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_MessagesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing here." |
*
* @param {Feeds_Export_NothingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_nothing: ((inputs?: Feeds_Export_NothingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_NothingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Feeds_Export_NotificationsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_notifications: ((inputs?: Feeds_Export_NotificationsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_NotificationsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Pictures" |
*
* @param {Feeds_Export_PicturesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_pictures: ((inputs?: Feeds_Export_PicturesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_PicturesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Place" |
*
* @param {Feeds_Export_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_place: ((inputs?: Feeds_Export_PlaceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_PlaceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Feeds_Export_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_profile: ((inputs?: Feeds_Export_ProfileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_ProfileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Requests to join" |
*
* @param {Feeds_Export_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_requests: ((inputs?: Feeds_Export_RequestsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_RequestsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your data on {site}" |
*
* @param {Feeds_Export_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_title: ((inputs: Feeds_Export_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You" |
*
* @param {Feeds_Export_YouInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_export_you: ((inputs?: Feeds_Export_YouInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Export_YouInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming events of {group}" |
*
* @param {Feeds_Group_Calendar_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_group_calendar_description: ((inputs: Feeds_Group_Calendar_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Group_Calendar_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{group} on Neighbourly" |
*
* @param {Feeds_Group_Feed_CopyrightInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_group_feed_copyright: ((inputs: Feeds_Group_Feed_CopyrightInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Group_Feed_CopyrightInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{group}: upcoming events" |
*
* @param {Feeds_Group_Feed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_group_feed_title: ((inputs: Feeds_Group_Feed_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Group_Feed_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Join online: {url}" |
*
* @param {Feeds_Join_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_join_online: ((inputs: Feeds_Join_OnlineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Join_OnlineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My events · Neighbourly" |
*
* @param {Feeds_My_Events_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_my_events_calendar: ((inputs?: Feeds_My_Events_CalendarInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_My_Events_CalendarInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The events you go to, host or wait for on Neighbourly" |
*
* @param {Feeds_My_Events_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_my_events_description: ((inputs?: Feeds_My_Events_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_My_Events_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (waitlist)" |
*
* @param {Feeds_Waitlist_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const feeds_waitlist_summary: ((inputs: Feeds_Waitlist_SummaryInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feeds_Waitlist_SummaryInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You need an account to create a group. {link} or use the sign-in button above." |
*
* @param {Groups_Account_NeededInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_account_needed: ((inputs: Groups_Account_NeededInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Account_NeededInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Approve request" |
*
* @param {Groups_Approve_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_approve_request: ((inputs?: Groups_Approve_RequestInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Approve_RequestInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Asked to join on {date}" |
*
* @param {Groups_Asked_To_Join_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_asked_to_join_on: ((inputs: Groups_Asked_To_Join_OnInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Asked_To_Join_OnInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Ban" |
*
* @param {Groups_Ban_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_ban_confirm: ((inputs?: Groups_Ban_ConfirmInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Ban_ConfirmInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Ban {name} from {group}? They are removed as by Remove, and can no longer join, ask to join or comment on its events until you lift the ban." |
*
* @param {Groups_Ban_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_ban_message: ((inputs: Groups_Ban_MessageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Ban_MessageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Seen by the group's owner only, never by them. {length}/{max}" |
*
* @param {Groups_Ban_Reason_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_ban_reason_hint: ((inputs: Groups_Ban_Reason_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Ban_Reason_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reason (optional)" |
*
* @param {Groups_Ban_Reason_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_ban_reason_label: ((inputs?: Groups_Ban_Reason_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Ban_Reason_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reason:" |
*
* @param {Groups_Ban_Reason_PrefixInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_ban_reason_prefix: ((inputs?: Groups_Ban_Reason_PrefixInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Ban_Reason_PrefixInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Ban from group" |
*
* @param {Groups_Ban_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_ban_title: ((inputs?: Groups_Ban_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Ban_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot join this group." |
*
* @param {Groups_Banned_Cannot_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_banned_cannot_join: ((inputs?: Groups_Banned_Cannot_JoinInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Banned_Cannot_JoinInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No one is banned from this group." |
*
* @param {Groups_Banned_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_banned_empty: ((inputs?: Groups_Banned_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Banned_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Banned from {group}" |
*
* @param {Groups_Banned_List_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_banned_list_label: ((inputs: Groups_Banned_List_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Banned_List_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The banned people could not be loaded." |
*
* @param {Groups_Banned_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_banned_load_failed: ((inputs?: Groups_Banned_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Banned_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Banned on {date}" |
*
* @param {Groups_Banned_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_banned_on: ((inputs: Groups_Banned_OnInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Banned_OnInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Banned on {date} by {name}" |
*
* @param {Groups_Banned_On_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_banned_on_by: ((inputs: Groups_Banned_On_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Banned_On_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Groups_Calendar_CopyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_calendar_copy: ((inputs?: Groups_Calendar_CopyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Calendar_CopyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Download the calendar file" |
*
* @param {Groups_Calendar_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_calendar_download: ((inputs?: Groups_Calendar_DownloadInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Calendar_DownloadInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Calendar apps cannot sign in to a private group" |
*
* @param {Groups_Calendar_Download_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_calendar_download_note: ((inputs?: Groups_Calendar_Download_NoteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Calendar_Download_NoteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Open in calendar app" |
*
* @param {Groups_Calendar_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_calendar_open: ((inputs?: Groups_Calendar_OpenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Calendar_OpenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe to calendar" |
*
* @param {Groups_Calendar_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_calendar_subscribe: ((inputs?: Groups_Calendar_SubscribeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Calendar_SubscribeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cover image of {group}" |
*
* @param {Groups_Cover_AltInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_cover_alt: ((inputs: Groups_Cover_AltInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Cover_AltInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Change cover image" |
*
* @param {Groups_Cover_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_cover_change: ((inputs?: Groups_Cover_ChangeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Cover_ChangeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Current cover image" |
*
* @param {Groups_Cover_Current_AltInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_cover_current_alt: ((inputs?: Groups_Cover_Current_AltInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Cover_Current_AltInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete cover image" |
*
* @param {Groups_Cover_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_cover_delete: ((inputs?: Groups_Cover_DeleteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Cover_DeleteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Groups_Cover_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_cover_delete_confirm: ((inputs?: Groups_Cover_Delete_ConfirmInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Cover_Delete_ConfirmInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete the cover image of this group? You can upload a new one at any time." |
*
* @param {Groups_Cover_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_cover_delete_question: ((inputs?: Groups_Cover_Delete_QuestionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Cover_Delete_QuestionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cover image file" |
*
* @param {Groups_Cover_File_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_cover_file_label: ((inputs?: Groups_Cover_File_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Cover_File_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Preview of the new cover image" |
*
* @param {Groups_Cover_Preview_AltInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_cover_preview_alt: ((inputs?: Groups_Cover_Preview_AltInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Cover_Preview_AltInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Upload cover image" |
*
* @param {Groups_Cover_UploadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_cover_upload: ((inputs?: Groups_Cover_UploadInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Cover_UploadInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "It is uploaded when you save." |
*
* @param {Groups_Cover_Uploaded_On_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_cover_uploaded_on_save: ((inputs?: Groups_Cover_Uploaded_On_SaveInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Cover_Uploaded_On_SaveInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create a group" |
*
* @param {Groups_Create_A_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_create_a_group: ((inputs?: Groups_Create_A_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Create_A_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create group" |
*
* @param {Groups_Create_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_create_button: ((inputs?: Groups_Create_ButtonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Create_ButtonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create event" |
*
* @param {Groups_Create_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_create_event: ((inputs?: Groups_Create_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Create_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create a free account" |
*
* @param {Groups_Create_Free_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_create_free_account: ((inputs?: Groups_Create_Free_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Create_Free_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create or import a group" |
*
* @param {Groups_Create_Or_ImportInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_create_or_import: ((inputs?: Groups_Create_Or_ImportInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Create_Or_ImportInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Decline and ban" |
*
* @param {Groups_Decline_And_BanInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_decline_and_ban: ((inputs?: Groups_Decline_And_BanInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Decline_And_BanInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Decline {name}'s request and ban them from this group? They cannot ask to join again until you lift the ban." |
*
* @param {Groups_Decline_And_Ban_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_decline_and_ban_question: ((inputs: Groups_Decline_And_Ban_QuestionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Decline_And_Ban_QuestionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete group" |
*
* @param {Groups_Delete_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_delete_group: ((inputs?: Groups_Delete_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Delete_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Are you sure you want to delete this group? This action cannot be undone." |
*
* @param {Groups_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_delete_question: ((inputs?: Groups_Delete_QuestionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Delete_QuestionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "What you do, where and when you meet, who is welcome. Words like #hiking become tag links." |
*
* @param {Groups_Description_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_description_hint: ((inputs?: Groups_Description_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Description_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{distance} km" |
*
* @param {Groups_Distance_KmInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_distance_km: ((inputs: Groups_Distance_KmInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Distance_KmInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group" |
*
* @param {Groups_Document_Title_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_document_title_group: ((inputs?: Groups_Document_Title_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Document_Title_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Words like #hiking become tag links." |
*
* @param {Groups_Edit_Description_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_edit_description_hint: ((inputs?: Groups_Edit_Description_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Edit_Description_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Update group" |
*
* @param {Groups_Edit_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_edit_form_label: ((inputs?: Groups_Edit_Form_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Edit_Form_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Address copied" |
*
* @param {Groups_Fediverse_Address_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_fediverse_address_copied: ((inputs?: Groups_Fediverse_Address_CopiedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Fediverse_Address_CopiedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Copy address" |
*
* @param {Groups_Fediverse_Copy_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_fediverse_copy_address: ((inputs?: Groups_Fediverse_Copy_AddressInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Fediverse_Copy_AddressInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The address could not be copied: select it and copy it by hand." |
*
* @param {Groups_Fediverse_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_fediverse_copy_failed: ((inputs?: Groups_Fediverse_Copy_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Fediverse_Copy_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} follower on the fediverse" |
* | "other" | "{count} followers on the fediverse" |
*
* @param {Groups_Fediverse_Followers_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_fediverse_followers_count: ((inputs: Groups_Fediverse_Followers_CountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Fediverse_Followers_CountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Follow from Mastodon, Mobilizon or any fediverse account: new events reach you there, and your replies come back here as comments." |
*
* @param {Groups_Fediverse_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_fediverse_intro: ((inputs?: Groups_Fediverse_IntroInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Fediverse_IntroInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Follow from the fediverse" |
*
* @param {Groups_Fediverse_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_fediverse_title: ((inputs?: Groups_Fediverse_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Fediverse_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group description" |
*
* @param {Groups_Field_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_field_description: ((inputs?: Groups_Field_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Field_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fediverse handle" |
*
* @param {Groups_Field_HandleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_field_handle: ((inputs?: Groups_Field_HandleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Field_HandleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group id" |
*
* @param {Groups_Field_IdInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_field_id: ((inputs?: Groups_Field_IdInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Field_IdInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group name" |
*
* @param {Groups_Field_NameInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_field_name: ((inputs?: Groups_Field_NameInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Field_NameInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Groups_Field_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_field_privacy: ((inputs?: Groups_Field_PrivacyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Field_PrivacyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your account (name@server)" |
*
* @param {Groups_Follow_Account_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_follow_account_label: ((inputs?: Groups_Follow_Account_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Follow_Account_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Follow" |
*
* @param {Groups_Follow_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_follow_button: ((inputs?: Groups_Follow_ButtonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Follow_ButtonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Follow from your fediverse account" |
*
* @param {Groups_Follow_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_follow_form_label: ((inputs?: Groups_Follow_Form_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Follow_Form_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No fediverse account follows this group yet. Its address is on the About tab, ready to share." |
*
* @param {Groups_Followers_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_followers_empty: ((inputs?: Groups_Followers_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Followers_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fediverse followers of {group}" |
*
* @param {Groups_Followers_List_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_followers_list_label: ((inputs: Groups_Followers_List_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Followers_List_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The fediverse followers could not be loaded." |
*
* @param {Groups_Followers_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_followers_load_failed: ((inputs?: Groups_Followers_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Followers_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Following since {date}" |
*
* @param {Groups_Followers_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_followers_since: ((inputs: Groups_Followers_SinceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Followers_SinceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "one group" |
* | "other" | "{count} groups" |
*
* @param {Groups_Free_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_free_groups: ((inputs: Groups_Free_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Free_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the group page" |
*
* @param {Groups_Go_To_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_go_to_group: ((inputs?: Groups_Go_To_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Go_To_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Mastodon, Mobilizon and other fediverse accounts follow the group by this name. Lowercase letters, digits and underscores. If you change it later, the old on..." |
*
* @param {Groups_Handle_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_handle_hint: ((inputs?: Groups_Handle_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Handle_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Used once the group is public: Mastodon, Mobilizon and other fediverse accounts then follow it by this name. Lowercase letters, digits and underscores. If yo..." |
*
* @param {Groups_Handle_Hint_PrivateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_handle_hint_private: ((inputs?: Groups_Handle_Hint_PrivateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Handle_Hint_PrivateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fediverse address: {address}" |
*
* @param {Groups_Handle_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_handle_preview: ((inputs: Groups_Handle_PreviewInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Handle_PreviewInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} will own {group}, and you will become a member: you will no longer manage the group or its members. Hand it over?" |
*
* @param {Groups_Handover_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_handover_message: ((inputs: Groups_Handover_MessageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Handover_MessageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hand the group over" |
*
* @param {Groups_Handover_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_handover_title: ((inputs?: Groups_Handover_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Handover_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "our help page" |
*
* @param {Groups_Help_PageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_help_page: ((inputs?: Groups_Help_PageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Help_PageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Start a group in Vancouver" |
*
* @param {Groups_Hero_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_hero_eyebrow: ((inputs?: Groups_Hero_EyebrowInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Hero_EyebrowInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Get started" |
*
* @param {Groups_Hero_Get_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_hero_get_started: ((inputs?: Groups_Hero_Get_StartedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Hero_Get_StartedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to create a group" |
*
* @param {Groups_Hero_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_hero_sign_in: ((inputs?: Groups_Hero_Sign_InInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Hero_Sign_InInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Seawall runs, book clubs, board game nights, community gardens: start a group around what you love, plan events and welcome new members. Every member can run..." |
*
* @param {Groups_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_hero_text: ((inputs: Groups_Hero_TextInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Hero_TextInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Bring your neighbours together" |
*
* @param {Groups_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_hero_title: ((inputs?: Groups_Hero_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Hero_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Where the group mostly meets; people searching nearby find it." |
*
* @param {Groups_Home_Place_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_home_place_hint: ((inputs?: Groups_Home_Place_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Home_Place_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Home neighbourhood" |
*
* @param {Groups_Home_Place_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_home_place_label: ((inputs?: Groups_Home_Place_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Home_Place_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Groups_Home_Place_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_home_place_none: ((inputs?: Groups_Home_Place_NoneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Home_Place_NoneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This group id is available. Your group's address: {address}" |
*
* @param {Groups_Id_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_id_available: ((inputs: Groups_Id_AvailableInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Id_AvailableInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Lowercase letters, digits and underscores. It becomes the address of your group and cannot be changed." |
*
* @param {Groups_Id_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_id_hint: ((inputs?: Groups_Id_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Id_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fill Using Existing Meetup Group" |
*
* @param {Groups_Import_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_import_button: ((inputs?: Groups_Import_ButtonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Import_ButtonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{button}: fetching the Meetup page" |
*
* @param {Groups_Import_FetchingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_import_fetching: ((inputs: Groups_Import_FetchingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Import_FetchingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Import a Meetup group" |
*
* @param {Groups_Import_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_import_form_label: ((inputs?: Groups_Import_Form_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Import_Form_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fills the group id, name and description above from the group's Meetup page." |
*
* @param {Groups_Import_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_import_hint: ((inputs?: Groups_Import_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Import_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Paste the address of the Meetup page, then check the filled fields before saving." |
*
* @param {Groups_Import_Hint_DefaultInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_import_hint_default: ((inputs?: Groups_Import_Hint_DefaultInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Import_Hint_DefaultInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "OR" |
*
* @param {Groups_Import_OrInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_import_or: ((inputs?: Groups_Import_OrInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Import_OrInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Meetup group URL" |
*
* @param {Groups_Import_Url_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_import_url_label: ((inputs?: Groups_Import_Url_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Import_Url_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Join group" |
*
* @param {Groups_Join_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_join_group: ((inputs?: Groups_Join_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Join_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Leave group" |
*
* @param {Groups_Leave_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_leave_group: ((inputs?: Groups_Leave_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Leave_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Lift ban" |
*
* @param {Groups_Lift_BanInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_lift_ban: ((inputs?: Groups_Lift_BanInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Lift_BanInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading banned people" |
*
* @param {Groups_Loading_BannedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_loading_banned: ((inputs?: Groups_Loading_BannedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Loading_BannedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading fediverse followers" |
*
* @param {Groups_Loading_FollowersInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_loading_followers: ((inputs?: Groups_Loading_FollowersInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Loading_FollowersInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the group" |
*
* @param {Groups_Loading_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_loading_group: ((inputs?: Groups_Loading_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Loading_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading members" |
*
* @param {Groups_Loading_MembersInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_loading_members: ((inputs?: Groups_Loading_MembersInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Loading_MembersInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading membership requests" |
*
* @param {Groups_Loading_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_loading_requests: ((inputs?: Groups_Loading_RequestsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Loading_RequestsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the tab" |
*
* @param {Groups_Loading_TabInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_loading_tab: ((inputs?: Groups_Loading_TabInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Loading_TabInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your groups" |
*
* @param {Groups_Loading_Your_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_loading_your_groups: ((inputs?: Groups_Loading_Your_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Loading_Your_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "main page" |
*
* @param {Groups_Main_PageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_main_page: ((inputs?: Groups_Main_PageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Main_PageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Make event host" |
*
* @param {Groups_Make_Event_HostInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_make_event_host: ((inputs?: Groups_Make_Event_HostInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Make_Event_HostInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Make owner" |
*
* @param {Groups_Make_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_make_owner: ((inputs?: Groups_Make_OwnerInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Make_OwnerInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Manage group" |
*
* @param {Groups_Manage_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_manage_group: ((inputs?: Groups_Manage_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Manage_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Manage {group}" |
*
* @param {Groups_Manage_Group_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_manage_group_of: ((inputs: Groups_Manage_Group_OfInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Manage_Group_OfInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "More actions for {name}" |
*
* @param {Groups_Member_ActionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_member_actions: ((inputs: Groups_Member_ActionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Member_ActionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This group has no members yet." |
*
* @param {Groups_Members_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_members_empty: ((inputs?: Groups_Members_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Members_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Members of {group}" |
*
* @param {Groups_Members_List_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_members_list_label: ((inputs: Groups_Members_List_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Members_List_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The members could not be loaded." |
*
* @param {Groups_Members_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_members_load_failed: ((inputs?: Groups_Members_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Members_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Want more than one group? Every member may create {free} for free for non-business use. To run more, contact us at {link}." |
*
* @param {Groups_More_Groups_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_more_groups_note: ((inputs: Groups_More_Groups_NoteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_More_Groups_NoteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My groups" |
*
* @param {Groups_My_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_my_groups: ((inputs?: Groups_My_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_My_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My groups ({count})" |
*
* @param {Groups_My_Groups_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_my_groups_count: ((inputs: Groups_My_Groups_CountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_My_Groups_CountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You're not a member of any groups. Explore groups on the {link}" |
*
* @param {Groups_My_Groups_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_my_groups_empty: ((inputs: Groups_My_Groups_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_My_Groups_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "What neighbours will see first, e.g. Kits Beach Runners." |
*
* @param {Groups_Name_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_name_hint: ((inputs?: Groups_Name_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Name_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{group} is organized by {name}. Ask them if something needs to change." |
*
* @param {Groups_Not_Owner_TextInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_not_owner_text: ((inputs: Groups_Not_Owner_TextInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Not_Owner_TextInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only the group owner can manage this group" |
*
* @param {Groups_Not_Owner_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_not_owner_title: ((inputs?: Groups_Not_Owner_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Not_Owner_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group options" |
*
* @param {Groups_OptionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_options: ((inputs?: Groups_OptionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_OptionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Organized by {name}" |
*
* @param {Groups_Organized_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_organized_by: ((inputs: Groups_Organized_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Organized_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This group doesn't have any past events" |
*
* @param {Groups_Past_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_past_empty: ((inputs?: Groups_Past_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Past_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "People ask to join and you approve each request. Only members see the member list." |
*
* @param {Groups_Privacy_Hint_PrivateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_privacy_hint_private: ((inputs?: Groups_Privacy_Hint_PrivateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Privacy_Hint_PrivateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Anyone can join, and signed-in people can see who the members are." |
*
* @param {Groups_Privacy_Hint_PublicInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_privacy_hint_public: ((inputs?: Groups_Privacy_Hint_PublicInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Privacy_Hint_PublicInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reject {name}'s request to join this group? They can ask again later." |
*
* @param {Groups_Reject_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_reject_question: ((inputs: Groups_Reject_QuestionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Reject_QuestionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reject request" |
*
* @param {Groups_Reject_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_reject_request: ((inputs?: Groups_Reject_RequestInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Reject_RequestInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Groups_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_remove_confirm: ((inputs?: Groups_Remove_ConfirmInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_ConfirmInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove event host" |
*
* @param {Groups_Remove_Event_HostInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_remove_event_host: ((inputs?: Groups_Remove_Event_HostInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_Event_HostInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove follower" |
*
* @param {Groups_Remove_FollowerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_remove_follower: ((inputs?: Groups_Remove_FollowerInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_FollowerInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name} from the group's followers? Their server is sent nothing more from the group. They can follow again." |
*
* @param {Groups_Remove_Follower_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_remove_follower_question: ((inputs: Groups_Remove_Follower_QuestionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_Follower_QuestionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name} from {group}? They give up their places in its upcoming events, and the events they host pass to you." |
*
* @param {Groups_Remove_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_remove_message: ((inputs: Groups_Remove_MessageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_MessageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove from group" |
*
* @param {Groups_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_remove_title: ((inputs?: Groups_Remove_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Request to join group" |
*
* @param {Groups_Request_To_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_request_to_join: ((inputs?: Groups_Request_To_JoinInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Request_To_JoinInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Requested membership" |
*
* @param {Groups_Requested_MembershipInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_requested_membership: ((inputs?: Groups_Requested_MembershipInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Requested_MembershipInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "There are no pending membership requests." |
*
* @param {Groups_Requests_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_requests_empty: ((inputs?: Groups_Requests_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Requests_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Membership requests" |
*
* @param {Groups_Requests_List_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_requests_list_label: ((inputs?: Groups_Requests_List_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Requests_List_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The membership requests could not be loaded." |
*
* @param {Groups_Requests_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_requests_load_failed: ((inputs?: Groups_Requests_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Requests_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "({count} pending)" |
*
* @param {Groups_Requests_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_requests_pending: ((inputs: Groups_Requests_PendingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Requests_PendingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fields marked with * are required." |
*
* @param {Groups_Required_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_required_note: ((inputs?: Groups_Required_NoteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Required_NoteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event host" |
*
* @param {Groups_Role_HostInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_role_host: ((inputs?: Groups_Role_HostInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Role_HostInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group member" |
*
* @param {Groups_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_role_member: ((inputs?: Groups_Role_MemberInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Role_MemberInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group owner" |
*
* @param {Groups_Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_role_owner: ((inputs?: Groups_Role_OwnerInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Role_OwnerInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Groups_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_save_changes: ((inputs?: Groups_Save_ChangesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Save_ChangesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show more" |
*
* @param {Groups_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_show_more: ((inputs?: Groups_Show_MoreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Show_MoreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show more members" |
*
* @param {Groups_Show_More_MembersInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_show_more_members: ((inputs?: Groups_Show_More_MembersInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Show_More_MembersInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to join" |
*
* @param {Groups_Sign_In_To_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_sign_in_to_join: ((inputs?: Groups_Sign_In_To_JoinInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Sign_In_To_JoinInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "About" |
*
* @param {Groups_Tab_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_tab_about: ((inputs?: Groups_Tab_AboutInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Tab_AboutInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Banned" |
*
* @param {Groups_Tab_BannedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_tab_banned: ((inputs?: Groups_Tab_BannedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Tab_BannedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fediverse" |
*
* @param {Groups_Tab_FediverseInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_tab_fediverse: ((inputs?: Groups_Tab_FediverseInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Tab_FediverseInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Groups_Tab_MembersInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_tab_members: ((inputs?: Groups_Tab_MembersInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Tab_MembersInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Past events" |
*
* @param {Groups_Tab_PastInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_tab_past: ((inputs?: Groups_Tab_PastInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Tab_PastInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Membership Requests" |
*
* @param {Groups_Tab_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_tab_requests: ((inputs?: Groups_Tab_RequestsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Tab_RequestsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming events" |
*
* @param {Groups_Tab_UpcomingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_tab_upcoming: ((inputs?: Groups_Tab_UpcomingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Tab_UpcomingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group sections" |
*
* @param {Groups_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_tabs_label: ((inputs?: Groups_Tabs_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Tabs_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to ban the person." |
*
* @param {Groups_Toast_Ban_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_ban_failed: ((inputs?: Groups_Toast_Ban_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Ban_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The ban of {name} was lifted" |
*
* @param {Groups_Toast_Ban_LiftedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_ban_lifted: ((inputs: Groups_Toast_Ban_LiftedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Ban_LiftedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to change the role." |
*
* @param {Groups_Toast_Change_Role_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_change_role_failed: ((inputs?: Groups_Toast_Change_Role_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Change_Role_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to delete the group cover image." |
*
* @param {Groups_Toast_Cover_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_cover_delete_failed: ((inputs?: Groups_Toast_Cover_Delete_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Cover_Delete_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The cover image was successfully deleted" |
*
* @param {Groups_Toast_Cover_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_cover_deleted: ((inputs?: Groups_Toast_Cover_DeletedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Cover_DeletedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to upload the group cover image." |
*
* @param {Groups_Toast_Cover_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_cover_upload_failed: ((inputs?: Groups_Toast_Cover_Upload_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Cover_Upload_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The cover image was uploaded successfully" |
*
* @param {Groups_Toast_Cover_UploadedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_cover_uploaded: ((inputs?: Groups_Toast_Cover_UploadedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Cover_UploadedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to create group." |
*
* @param {Groups_Toast_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_create_failed: ((inputs?: Groups_Toast_Create_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Create_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your group was created successfully!" |
*
* @param {Groups_Toast_CreatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_created: ((inputs?: Groups_Toast_CreatedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_CreatedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to delete the group." |
*
* @param {Groups_Toast_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_delete_failed: ((inputs?: Groups_Toast_Delete_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Delete_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The group was deleted" |
*
* @param {Groups_Toast_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_deleted: ((inputs?: Groups_Toast_DeletedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_DeletedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Following could not start. Please try again." |
*
* @param {Groups_Toast_Follow_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_follow_failed: ((inputs?: Groups_Toast_Follow_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Follow_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} no longer follows the group" |
*
* @param {Groups_Toast_Follower_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_follower_removed: ((inputs: Groups_Toast_Follower_RemovedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Follower_RemovedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to hand the group over." |
*
* @param {Groups_Toast_Hand_Over_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_hand_over_failed: ((inputs?: Groups_Toast_Hand_Over_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Hand_Over_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} now owns the group" |
*
* @param {Groups_Toast_Handed_OverInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_handed_over: ((inputs: Groups_Toast_Handed_OverInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Handed_OverInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to import your group. Please ensure that the link is correct." |
*
* @param {Groups_Toast_Import_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_import_failed: ((inputs?: Groups_Toast_Import_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Import_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach Meetup right now. Please try again later." |
*
* @param {Groups_Toast_Import_UnreachableInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_import_unreachable: ((inputs?: Groups_Toast_Import_UnreachableInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Import_UnreachableInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Imported Meetup group/event data successfully!" |
*
* @param {Groups_Toast_ImportedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_imported: ((inputs?: Groups_Toast_ImportedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_ImportedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to join the group." |
*
* @param {Groups_Toast_Join_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_join_failed: ((inputs?: Groups_Toast_Join_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Join_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You joined the group" |
*
* @param {Groups_Toast_JoinedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_joined: ((inputs?: Groups_Toast_JoinedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_JoinedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to leave the group." |
*
* @param {Groups_Toast_Leave_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_leave_failed: ((inputs?: Groups_Toast_Leave_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Leave_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You left the group" |
*
* @param {Groups_Toast_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_left: ((inputs?: Groups_Toast_LeftInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_LeftInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to lift the ban." |
*
* @param {Groups_Toast_Lift_Ban_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_lift_ban_failed: ((inputs?: Groups_Toast_Lift_Ban_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Lift_Ban_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to create group. Limit of groups per user is exceeded." |
*
* @param {Groups_Toast_Limit_ExceededInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_limit_exceeded: ((inputs?: Groups_Toast_Limit_ExceededInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Limit_ExceededInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is now an event host" |
*
* @param {Groups_Toast_Made_HostInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_made_host: ((inputs: Groups_Toast_Made_HostInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Made_HostInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} was banned from the group" |
*
* @param {Groups_Toast_Member_BannedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_member_banned: ((inputs: Groups_Toast_Member_BannedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Member_BannedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} was removed from the group" |
*
* @param {Groups_Toast_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_member_removed: ((inputs: Groups_Toast_Member_RemovedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Member_RemovedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to request membership." |
*
* @param {Groups_Toast_Membership_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_membership_request_failed: ((inputs?: Groups_Toast_Membership_Request_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Membership_Request_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your request to join was sent to the group owner" |
*
* @param {Groups_Toast_Membership_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_membership_requested: ((inputs?: Groups_Toast_Membership_RequestedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Membership_RequestedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The follower could not be removed. Please try again." |
*
* @param {Groups_Toast_Remove_Follower_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_remove_follower_failed: ((inputs?: Groups_Toast_Remove_Follower_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Remove_Follower_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to remove the member." |
*
* @param {Groups_Toast_Remove_Member_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_remove_member_failed: ((inputs?: Groups_Toast_Remove_Member_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Remove_Member_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The request was approved" |
*
* @param {Groups_Toast_Request_ApprovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_request_approved: ((inputs?: Groups_Toast_Request_ApprovedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Request_ApprovedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to handle the request." |
*
* @param {Groups_Toast_Request_Handling_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_request_handling_failed: ((inputs?: Groups_Toast_Request_Handling_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Request_Handling_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The request was rejected" |
*
* @param {Groups_Toast_Request_RejectedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_request_rejected: ((inputs?: Groups_Toast_Request_RejectedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Request_RejectedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your request to join was withdrawn" |
*
* @param {Groups_Toast_Request_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_request_withdrawn: ((inputs?: Groups_Toast_Request_WithdrawnInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Request_WithdrawnInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is no longer an event host" |
*
* @param {Groups_Toast_Unmade_HostInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_unmade_host: ((inputs: Groups_Toast_Unmade_HostInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Unmade_HostInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to update the group" |
*
* @param {Groups_Toast_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_update_failed: ((inputs?: Groups_Toast_Update_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Update_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully updated the group" |
*
* @param {Groups_Toast_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_updated: ((inputs?: Groups_Toast_UpdatedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_UpdatedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to withdraw the request." |
*
* @param {Groups_Toast_Withdraw_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_toast_withdraw_failed: ((inputs?: Groups_Toast_Withdraw_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Toast_Withdraw_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No upcoming events scheduled" |
*
* @param {Groups_Upcoming_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_upcoming_empty: ((inputs?: Groups_Upcoming_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Upcoming_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Withdraw request" |
*
* @param {Groups_Withdraw_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_withdraw_request: ((inputs?: Groups_Withdraw_RequestInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Withdraw_RequestInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your groups" |
*
* @param {Groups_Your_Groups_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_your_groups_label: ((inputs?: Groups_Your_Groups_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Your_Groups_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your groups could not be loaded." |
*
* @param {Groups_Your_Groups_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const groups_your_groups_load_failed: ((inputs?: Groups_Your_Groups_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Your_Groups_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Book club" |
*
* @param {Home_Bubble_Book_ClubInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_bubble_book_club: ((inputs?: Home_Bubble_Book_ClubInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Bubble_Book_ClubInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Coffee" |
*
* @param {Home_Bubble_CoffeeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_bubble_coffee: ((inputs?: Home_Bubble_CoffeeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Bubble_CoffeeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Dog walks" |
*
* @param {Home_Bubble_Dog_WalksInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_bubble_dog_walks: ((inputs?: Home_Bubble_Dog_WalksInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Bubble_Dog_WalksInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Gardening" |
*
* @param {Home_Bubble_GardeningInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_bubble_gardening: ((inputs?: Home_Bubble_GardeningInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Bubble_GardeningInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hiking" |
*
* @param {Home_Bubble_HikingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_bubble_hiking: ((inputs?: Home_Bubble_HikingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Bubble_HikingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Jam nights" |
*
* @param {Home_Bubble_Jam_NightsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_bubble_jam_nights: ((inputs?: Home_Bubble_Jam_NightsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Bubble_Jam_NightsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Running" |
*
* @param {Home_Bubble_RunningInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_bubble_running: ((inputs?: Home_Bubble_RunningInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Bubble_RunningInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sketching" |
*
* @param {Home_Bubble_SketchingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_bubble_sketching: ((inputs?: Home_Bubble_SketchingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Bubble_SketchingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create your free account" |
*
* @param {Home_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_create_account: ((inputs?: Home_Create_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Create_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create Your Own Group" |
*
* @param {Home_Create_Own_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_create_own_group: ((inputs?: Home_Create_Own_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Create_Own_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming events, soonest first." |
*
* @param {Home_Events_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_events_subtitle: ((inputs?: Home_Events_SubtitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Events_SubtitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Explore Events" |
*
* @param {Home_Explore_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_explore_events: ((inputs?: Home_Explore_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Explore_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Explore Groups" |
*
* @param {Home_Explore_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_explore_groups: ((inputs?: Home_Explore_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Explore_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Search groups by name or #tag: hiking, language exchange, gardening, coding and more. Every member can run one group for free: plan events, welcome members a..." |
* | "other" | "Search groups by name or #tag: hiking, language exchange, gardening, coding and more. Every member can run {count} groups for free: plan events, welcome memb..." |
*
* @param {Home_Find_People_TextInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_find_people_text: ((inputs: Home_Find_People_TextInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Find_People_TextInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Find Your People" |
*
* @param {Home_Find_People_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_find_people_title: ((inputs?: Home_Find_People_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Find_People_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sunrise hikes, board game nights, garden work parties: reserve a spot at events near you. When an event is full, join the waitlist and we will move you up wh..." |
*
* @param {Home_First_Event_TextInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_first_event_text: ((inputs?: Home_First_Event_TextInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_First_Event_TextInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Join Your First Event" |
*
* @param {Home_First_Event_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_first_event_title: ((inputs?: Home_First_Event_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_First_Event_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Groups around Vancouver, most active first." |
*
* @param {Home_Groups_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_groups_subtitle: ((inputs?: Home_Groups_SubtitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Groups_SubtitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "I already have an account" |
*
* @param {Home_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_have_account: ((inputs?: Home_Have_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Have_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Start Exploring Now" |
*
* @param {Home_Hero_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_hero_action: ((inputs?: Home_Hero_ActionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_ActionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Groups and events across Vancouver" |
*
* @param {Home_Hero_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_hero_eyebrow: ((inputs?: Home_Hero_EyebrowInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_EyebrowInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Find people who share your interests, from morning runs along the seawall to board game nights in Mount Pleasant. Join a group, go to an event, or start your..." |
*
* @param {Home_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_hero_text: ((inputs?: Home_Hero_TextInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_TextInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to Neighbourly - Space for Making New Connections!" |
*
* @param {Home_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_hero_title: ((inputs?: Home_Hero_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My events" |
*
* @param {Home_My_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_my_events: ((inputs?: Home_My_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_My_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My groups" |
*
* @param {Home_My_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_my_groups: ((inputs?: Home_My_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_My_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A free account lets you join groups, reserve a spot at events and start your own community. Already a member? Sign in to see what your groups are planning an..." |
*
* @param {Home_New_TextInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_new_text: ((inputs?: Home_New_TextInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_New_TextInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "New to Neighbourly?" |
*
* @param {Home_New_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_new_title: ((inputs?: Home_New_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_New_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome back, {name}" |
*
* @param {Home_Welcome_BackInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_welcome_back: ((inputs: Home_Welcome_BackInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Welcome_BackInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "See what is happening near you, or search by name or #tag." |
*
* @param {Home_Welcome_TextInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const home_welcome_text: ((inputs?: Home_Welcome_TextInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Welcome_TextInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{taken} · {count} on the waitlist" |
*
* @param {Labels_Attendance_With_WaitlistInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_attendance_with_waitlist: ((inputs: Labels_Attendance_With_WaitlistInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Attendance_With_WaitlistInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Private event" |
*
* @param {Labels_Event_Privacy_PrivateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_event_privacy_private: ((inputs?: Labels_Event_Privacy_PrivateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Event_Privacy_PrivateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Public event" |
*
* @param {Labels_Event_Privacy_PublicInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_event_privacy_public: ((inputs?: Labels_Event_Privacy_PublicInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Event_Privacy_PublicInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{count} going" |
*
* @param {Labels_Going_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_going_count: ((inputs: Labels_Going_CountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Going_CountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Private group" |
*
* @param {Labels_Group_Privacy_PrivateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_group_privacy_private: ((inputs?: Labels_Group_Privacy_PrivateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Group_Privacy_PrivateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Public group" |
*
* @param {Labels_Group_Privacy_PublicInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_group_privacy_public: ((inputs?: Labels_Group_Privacy_PublicInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Group_Privacy_PublicInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hidden by the moderators" |
*
* @param {Labels_Hidden_By_ModeratorsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_hidden_by_moderators: ((inputs?: Labels_Hidden_By_ModeratorsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Hidden_By_ModeratorsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "," |
*
* @param {Labels_Location_SeparatorInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_location_separator: ((inputs?: Labels_Location_SeparatorInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Location_SeparatorInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} member" |
* | "other" | "{count} members" |
*
* @param {Labels_Members_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_members_count: ((inputs: Labels_Members_CountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Members_CountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No one going yet" |
*
* @param {Labels_No_One_GoingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_no_one_going: ((inputs?: Labels_No_One_GoingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_No_One_GoingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Host" |
*
* @param {Labels_Participant_Role_HostInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_participant_role_host: ((inputs?: Labels_Participant_Role_HostInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Participant_Role_HostInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Participant" |
*
* @param {Labels_Participant_Role_ParticipantInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_participant_role_participant: ((inputs?: Labels_Participant_Role_ParticipantInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Participant_Role_ParticipantInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Waitlisted" |
*
* @param {Labels_Participant_Role_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_participant_role_waitlisted: ((inputs?: Labels_Participant_Role_WaitlistedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Participant_Role_WaitlistedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | limitPlural | output |
* | --- | --- |
* | "one" | "{taken} of {limit} place taken" |
* | "other" | "{taken} of {limit} places taken" |
*
* @param {Labels_Places_TakenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_places_taken: ((inputs: Labels_Places_TakenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Places_TakenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for review" |
*
* @param {Labels_Waiting_For_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const labels_waiting_for_review: ((inputs?: Labels_Waiting_For_ReviewInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Labels_Waiting_For_ReviewInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Contents" |
*
* @param {Legal_ContentsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_contents: ((inputs?: Legal_ContentsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_ContentsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Until you sign out" |
*
* @param {Legal_Cookies_Auth_Store_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_auth_store_duration: ((inputs?: Legal_Cookies_Auth_Store_DurationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Auth_Store_DurationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remembers that you are signed in, with your id and display name, so the page shows the right menu straight away." |
*
* @param {Legal_Cookies_Auth_Store_PurposeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_auth_store_purpose: ((inputs?: Legal_Cookies_Auth_Store_PurposeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Auth_Store_PurposeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Changes and contact" |
*
* @param {Legal_Cookies_Changes_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_changes_heading: ((inputs?: Legal_Cookies_Changes_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Changes_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "If we ever add a cookie that is not strictly necessary, we will update this policy first and ask for your consent. Questions? Reach us through the {helpLink}..." |
*
* @param {Legal_Cookies_Changes_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_changes_p1: ((inputs: Legal_Cookies_Changes_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Changes_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The light or dark colour scheme you chose, so a page already paints in it before it starts. Not set while you follow your system." |
*
* @param {Legal_Cookies_Color_Scheme_PurposeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_color_scheme_purpose: ((inputs?: Legal_Cookies_Color_Scheme_PurposeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Color_Scheme_PurposeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "How long" |
*
* @param {Legal_Cookies_Column_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_column_duration: ((inputs?: Legal_Cookies_Column_DurationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Column_DurationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Legal_Cookies_Column_NameInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_column_name: ((inputs?: Legal_Cookies_Column_NameInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Column_NameInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Purpose" |
*
* @param {Legal_Cookies_Column_PurposeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_column_purpose: ((inputs?: Legal_Cookies_Column_PurposeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Column_PurposeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Legal_Cookies_Column_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_column_type: ((inputs?: Legal_Cookies_Column_TypeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Column_TypeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your choices" |
*
* @param {Legal_Cookies_Control_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_control_heading: ((inputs?: Legal_Cookies_Control_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Control_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You can delete cookies and site data at any time in your browser settings, and most browsers let you block cookies altogether. If you block or delete the {se..." |
*
* @param {Legal_Cookies_Control_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_control_p1: ((inputs: Legal_Cookies_Control_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Control_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This policy lists every cookie and browser storage item Neighbourly uses and why. The short version: only what is strictly necessary to sign you in, protect ..." |
*
* @param {Legal_Cookies_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_intro: ((inputs?: Legal_Cookies_IntroInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_IntroInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cookie" |
*
* @param {Legal_Cookies_Kind_CookieInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_kind_cookie: ((inputs?: Legal_Cookies_Kind_CookieInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Kind_CookieInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cookie, HttpOnly" |
*
* @param {Legal_Cookies_Kind_Cookie_Http_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_kind_cookie_http_only: ((inputs?: Legal_Cookies_Kind_Cookie_Http_OnlyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Kind_Cookie_Http_OnlyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Local storage" |
*
* @param {Legal_Cookies_Kind_Local_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_kind_local_storage: ((inputs?: Legal_Cookies_Kind_Local_StorageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Kind_Local_StorageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Session storage" |
*
* @param {Legal_Cookies_Kind_Session_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_kind_session_storage: ((inputs?: Legal_Cookies_Kind_Session_StorageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Kind_Session_StorageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The cookies and storage we use" |
*
* @param {Legal_Cookies_List_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_list_heading: ((inputs?: Legal_Cookies_List_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_List_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "When you sign out we remove the {authStore} record and clear the {session} cookie, together with any {legacySession} cookie an earlier version of the site ma..." |
*
* @param {Legal_Cookies_List_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_list_p1: ((inputs: Legal_Cookies_List_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_List_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The language you picked in the language menu, so every page comes in it. Only set when you pick one; your account’s language, when you set one in Settings, t..." |
*
* @param {Legal_Cookies_Locale_PurposeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_locale_purpose: ((inputs?: Legal_Cookies_Locale_PurposeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Locale_PurposeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Strictly necessary only" |
*
* @param {Legal_Cookies_Necessary_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_necessary_heading: ((inputs?: Legal_Cookies_Necessary_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Necessary_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "not" |
*
* @param {Legal_Cookies_Necessary_NotInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_necessary_not: ((inputs?: Legal_Cookies_Necessary_NotInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Necessary_NotInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Every cookie and storage item we use is strictly necessary to provide the service you ask for: signing in, keeping your account safe and remembering your dis..." |
*
* @param {Legal_Cookies_Necessary_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_necessary_p1: ((inputs: Legal_Cookies_Necessary_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Necessary_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Our default captcha on the sign-up page works without cookies. If an external identity provider is used to sign in, that provider may set its own cookies on ..." |
*
* @param {Legal_Cookies_Necessary_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_necessary_p2: ((inputs?: Legal_Cookies_Necessary_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Necessary_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "One year" |
*
* @param {Legal_Cookies_One_YearInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_one_year: ((inputs?: Legal_Cookies_One_YearInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_One_YearInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Until you close the tab" |
*
* @param {Legal_Cookies_Reload_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_reload_duration: ((inputs?: Legal_Cookies_Reload_DurationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Reload_DurationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Note when the page last reloaded itself, to pick up a new version of Neighbourly or after your session expired, so that it never reloads in a loop." |
*
* @param {Legal_Cookies_Reload_PurposeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_reload_purpose: ((inputs?: Legal_Cookies_Reload_PurposeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Reload_PurposeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Until you sign out or the session expires" |
*
* @param {Legal_Cookies_Session_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_session_duration: ((inputs?: Legal_Cookies_Session_DurationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Session_DurationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Keeps you signed in. It holds a random session identifier that page scripts cannot read." |
*
* @param {Legal_Cookies_Session_PurposeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_session_purpose: ((inputs?: Legal_Cookies_Session_PurposeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Session_PurposeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cookies and browser storage used by Neighbourly" |
*
* @param {Legal_Cookies_Table_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_table_label: ((inputs?: Legal_Cookies_Table_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Table_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Until you clear your browser data" |
*
* @param {Legal_Cookies_Theme_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_theme_duration: ((inputs?: Legal_Cookies_Theme_DurationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Theme_DurationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your theme preference: light, dark or system, and whether you changed it yourself. The theme library may also store which light and dark colour schemes to use." |
*
* @param {Legal_Cookies_Theme_PurposeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_theme_purpose: ((inputs?: Legal_Cookies_Theme_PurposeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Theme_PurposeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cookie policy" |
*
* @param {Legal_Cookies_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_title: ((inputs?: Legal_Cookies_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "What cookies and browser storage are" |
*
* @param {Legal_Cookies_What_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_what_heading: ((inputs?: Legal_Cookies_What_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_What_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cookies are small pieces of text a website asks your browser to keep and send back on later visits. Local storage and session storage are similar places in y..." |
*
* @param {Legal_Cookies_What_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_what_p1: ((inputs?: Legal_Cookies_What_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_What_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Session" |
*
* @param {Legal_Cookies_Xsrf_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_xsrf_duration: ((inputs?: Legal_Cookies_Xsrf_DurationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Xsrf_DurationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Protects your account against cross-site request forgery (CSRF): every change you make must carry this token." |
*
* @param {Legal_Cookies_Xsrf_PurposeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_cookies_xsrf_purpose: ((inputs?: Legal_Cookies_Xsrf_PurposeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Cookies_Xsrf_PurposeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Vancouver, British Columbia, Canada" |
*
* @param {Legal_Fact_CityInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_fact_city: ((inputs?: Legal_Fact_CityInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Fact_CityInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "the Province of British Columbia and the federal laws of Canada applicable there" |
*
* @param {Legal_Fact_Governing_LawInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_fact_governing_law: ((inputs?: Legal_Fact_Governing_LawInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Fact_Governing_LawInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "one group" |
* | "other" | "{count} groups" |
*
* @param {Legal_Free_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_free_groups: ((inputs: Legal_Free_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Free_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "one free group" |
* | "other" | "{count} free groups" |
*
* @param {Legal_Free_Groups_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_free_groups_free: ((inputs: Legal_Free_Groups_FreeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Free_Groups_FreeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Legal_Help_Document_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_help_document_title: ((inputs?: Legal_Help_Document_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Help_Document_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Go back to the home page" |
*
* @param {Legal_Help_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_help_home: ((inputs?: Legal_Help_HomeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Help_HomeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about Neighbourly, a problem with your account, or would you like more than {freeGroups}? Write to us and we will get back to you." |
*
* @param {Legal_Help_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_help_intro: ((inputs: Legal_Help_IntroInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Help_IntroInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the help address" |
*
* @param {Legal_Help_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_help_loading: ((inputs?: Legal_Help_LoadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Help_LoadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Need help?" |
*
* @param {Legal_Help_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_help_title: ((inputs?: Legal_Help_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Help_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Our contact address is unavailable right now. Please try again later." |
*
* @param {Legal_Help_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_help_unavailable: ((inputs?: Legal_Help_UnavailableInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Help_UnavailableInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated: {date}" |
*
* @param {Legal_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_last_updated: ((inputs: Legal_Last_UpdatedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Last_UpdatedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cookie policy" |
*
* @param {Legal_Link_CookiesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_link_cookies: ((inputs?: Legal_Link_CookiesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Link_CookiesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Help page" |
*
* @param {Legal_Link_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_link_help: ((inputs?: Legal_Link_HelpInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Link_HelpInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Legal_Link_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_link_privacy: ((inputs?: Legal_Link_PrivacyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Link_PrivacyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Adults only" |
*
* @param {Legal_Privacy_Age_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_age_heading: ((inputs?: Legal_Privacy_Age_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Age_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly is only for people aged {age} and over. We do not knowingly collect information from anyone younger. If you believe a minor has an account, tell ..." |
*
* @param {Legal_Privacy_Age_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_age_p1: ((inputs: Legal_Privacy_Age_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Age_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Changes to this policy" |
*
* @param {Legal_Privacy_Changes_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_changes_heading: ((inputs?: Legal_Privacy_Changes_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Changes_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "If we change this policy we will post the new version here with a new date, and tell you on the site before significant changes take effect. The {cookiesLink..." |
*
* @param {Legal_Privacy_Changes_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_changes_p1: ((inputs: Legal_Privacy_Changes_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Changes_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "your login, display name and password. Passwords are stored only as a salted, one-way hash; nobody at Neighbourly can read them." |
*
* @param {Legal_Privacy_Collect_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_account: ((inputs?: Legal_Privacy_Collect_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Account details:" |
*
* @param {Legal_Privacy_Collect_Account_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_account_label: ((inputs?: Legal_Privacy_Collect_Account_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_Account_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "the groups you create or join, membership requests, events you host or attend, comments, and direct messages when messaging is available." |
*
* @param {Legal_Privacy_Collect_ActivityInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_activity: ((inputs?: Legal_Privacy_Collect_ActivityInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_ActivityInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "What you do on Neighbourly:" |
*
* @param {Legal_Privacy_Collect_Activity_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_activity_label: ((inputs?: Legal_Privacy_Collect_Activity_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_Activity_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "What we collect" |
*
* @param {Legal_Privacy_Collect_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_heading: ((inputs?: Legal_Privacy_Collect_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We collect only what Neighbourly needs to work:" |
*
* @param {Legal_Privacy_Collect_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_p1: ((inputs?: Legal_Privacy_Collect_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We do not ask for your email address, phone number, date of birth or precise location, and we do not use advertising or analytics trackers." |
*
* @param {Legal_Privacy_Collect_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_p2: ((inputs?: Legal_Privacy_Collect_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "an avatar image and your location (city, province or state, and country). New accounts start with Vancouver, BC, Canada." |
*
* @param {Legal_Privacy_Collect_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_profile: ((inputs?: Legal_Privacy_Collect_ProfileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_ProfileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Profile details you choose to add:" |
*
* @param {Legal_Privacy_Collect_Profile_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_profile_label: ((inputs?: Legal_Privacy_Collect_Profile_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_Profile_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "your session cookie, your IP address and basic request details in our server logs. We use them to keep you signed in, to stop abuse (for example repeated sig..." |
*
* @param {Legal_Privacy_Collect_TechnicalInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_technical: ((inputs?: Legal_Privacy_Collect_TechnicalInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_TechnicalInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Technical data:" |
*
* @param {Legal_Privacy_Collect_Technical_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_technical_label: ((inputs?: Legal_Privacy_Collect_Technical_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_Technical_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Legal_Privacy_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_contact_heading: ((inputs?: Legal_Privacy_Contact_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Contact_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Questions or requests about your privacy? Reach us through the {helpLink}." |
*
* @param {Legal_Privacy_Contact_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_contact_p1: ((inputs: Legal_Privacy_Contact_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Contact_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The fediverse" |
*
* @param {Legal_Privacy_Fediverse_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_fediverse_heading: ((inputs?: Legal_Privacy_Fediverse_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Fediverse_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Public groups can be followed from the fediverse, the network of independent servers such as Mastodon, Mobilizon and Gancio. When someone there follows a pub..." |
*
* @param {Legal_Privacy_Fediverse_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_fediverse_p1: ((inputs?: Legal_Privacy_Fediverse_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Fediverse_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Replies from the fediverse to a public event appear as comments with their author's handle and a link to their profile; group owners and event hosts can dele..." |
*
* @param {Legal_Privacy_Fediverse_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_fediverse_p2: ((inputs?: Legal_Privacy_Fediverse_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Fediverse_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly helps neighbours in {city} meet through local groups and events. This policy explains what personal information we collect, why, who can see it a..." |
*
* @param {Legal_Privacy_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_intro: ((inputs: Legal_Privacy_IntroInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_IntroInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "How long we keep it" |
*
* @param {Legal_Privacy_Retention_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_retention_heading: ((inputs?: Legal_Privacy_Retention_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Retention_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We keep your information while your account is open. When you delete your account, your profile, memberships, event registrations, comments and messages are ..." |
*
* @param {Legal_Privacy_Retention_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_retention_p1: ((inputs?: Legal_Privacy_Retention_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Retention_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your rights" |
*
* @param {Legal_Privacy_Rights_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_rights_heading: ((inputs?: Legal_Privacy_Rights_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Rights_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Under Canadian privacy law, including PIPEDA and British Columbia's Personal Information Protection Act, you may ask to see the personal information we hold ..." |
*
* @param {Legal_Privacy_Rights_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_rights_p1: ((inputs: Legal_Privacy_Rights_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Rights_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Security" |
*
* @param {Legal_Privacy_Security_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_security_heading: ((inputs?: Legal_Privacy_Security_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Security_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We protect your information with encrypted connections, hashed passwords, HttpOnly session cookies, protection against cross-site request forgery and rate li..." |
*
* @param {Legal_Privacy_Security_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_security_p1: ((inputs?: Legal_Privacy_Security_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Security_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sharing" |
*
* @param {Legal_Privacy_Sharing_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_sharing_heading: ((inputs?: Legal_Privacy_Sharing_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Sharing_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "with service providers that host and run Neighbourly for us, under contracts that require them to protect it and use it only on our instructions;" |
*
* @param {Legal_Privacy_Sharing_Item1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_sharing_item1: ((inputs?: Legal_Privacy_Sharing_Item1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Sharing_Item1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "when the law requires it, or to protect someone's safety;" |
*
* @param {Legal_Privacy_Sharing_Item2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_sharing_item2: ((inputs?: Legal_Privacy_Sharing_Item2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Sharing_Item2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "if Neighbourly is reorganised or sold, with the new owner, who must honour this policy." |
*
* @param {Legal_Privacy_Sharing_Item3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_sharing_item3: ((inputs?: Legal_Privacy_Sharing_Item3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Sharing_Item3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We do not sell or rent your personal information, and we do not share it with advertisers. We share it only:" |
*
* @param {Legal_Privacy_Sharing_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_sharing_p1: ((inputs?: Legal_Privacy_Sharing_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Sharing_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in providers and captcha" |
*
* @param {Legal_Privacy_Third_Parties_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_third_parties_heading: ((inputs?: Legal_Privacy_Third_Parties_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Third_Parties_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "If you sign in through an external identity provider, that provider tells us a stable identifier for you and, where available, your name. Its own privacy pol..." |
*
* @param {Legal_Privacy_Third_Parties_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_third_parties_p1: ((inputs?: Legal_Privacy_Third_Parties_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Third_Parties_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-up is protected by a captcha. Our default captcha is a proof-of-work check that runs in your browser and on our own server; it sets no cookies and sends..." |
*
* @param {Legal_Privacy_Third_Parties_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_third_parties_p2: ((inputs?: Legal_Privacy_Third_Parties_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Third_Parties_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Legal_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_title: ((inputs?: Legal_Privacy_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "How we use it" |
*
* @param {Legal_Privacy_Use_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use_heading: ((inputs?: Legal_Privacy_Use_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Use_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "to create and secure your account and keep you signed in;" |
*
* @param {Legal_Privacy_Use_Item1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use_item1: ((inputs?: Legal_Privacy_Use_Item1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Use_Item1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "to show you groups and events near you and let you take part in them;" |
*
* @param {Legal_Privacy_Use_Item2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use_item2: ((inputs?: Legal_Privacy_Use_Item2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Use_Item2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "to let group owners and event hosts manage their members and attendees;" |
*
* @param {Legal_Privacy_Use_Item3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use_item3: ((inputs?: Legal_Privacy_Use_Item3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Use_Item3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "to protect the community from spam, fraud and abuse;" |
*
* @param {Legal_Privacy_Use_Item4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use_item4: ((inputs?: Legal_Privacy_Use_Item4Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Use_Item4Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "to answer you when you contact us for help;" |
*
* @param {Legal_Privacy_Use_Item5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use_item5: ((inputs?: Legal_Privacy_Use_Item5Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Use_Item5Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "to meet our legal obligations." |
*
* @param {Legal_Privacy_Use_Item6Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use_item6: ((inputs?: Legal_Privacy_Use_Item6Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Use_Item6Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "What other people can see" |
*
* @param {Legal_Privacy_Visible_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_visible_heading: ((inputs?: Legal_Privacy_Visible_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Visible_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your display name, avatar, login (it appears in your profile link), location and the date you joined are visible on your profile. Group members can see who e..." |
*
* @param {Legal_Privacy_Visible_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_visible_p1: ((inputs?: Legal_Privacy_Visible_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Visible_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Think before you post: anything you share in a public group can be seen by visitors." |
*
* @param {Legal_Privacy_Visible_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_visible_p2: ((inputs?: Legal_Privacy_Visible_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Visible_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Legal_Terms_Account_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_account_heading: ((inputs?: Legal_Terms_Account_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Account_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You can sign up with a login and password, or through an external identity provider where one is offered. Keep your password to yourself and choose one you d..." |
*
* @param {Legal_Terms_Account_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_account_p1: ((inputs: Legal_Terms_Account_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Account_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your login is shown in links to your profile and cannot be changed. Your display name, avatar and location should be honest and must not impersonate anyone." |
*
* @param {Legal_Terms_Account_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_account_p2: ((inputs?: Legal_Terms_Account_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Account_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "About these terms" |
*
* @param {Legal_Terms_Agreement_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_agreement_heading: ((inputs?: Legal_Terms_Agreement_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Agreement_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "These Terms of Service are an agreement between you and Neighbourly, the community groups and events service for {city}. They apply whenever you visit the si..." |
*
* @param {Legal_Terms_Agreement_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_agreement_p1: ((inputs: Legal_Terms_Agreement_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Agreement_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "By creating an account or using Neighbourly you accept these terms, our {privacyLink} and our {cookiesLink}. If you do not agree, please do not use the service." |
*
* @param {Legal_Terms_Agreement_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_agreement_p2: ((inputs: Legal_Terms_Agreement_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Agreement_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Changes to these terms" |
*
* @param {Legal_Terms_Changes_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_changes_heading: ((inputs?: Legal_Terms_Changes_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Changes_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We may update these terms as Neighbourly grows. When we make a change we will give notice on the site and, for significant changes, by a message to your acco..." |
*
* @param {Legal_Terms_Changes_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_changes_p1: ((inputs: Legal_Terms_Changes_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Changes_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Legal_Terms_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_contact_heading: ((inputs?: Legal_Terms_Contact_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Contact_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about these terms? Reach us through the {helpLink}." |
*
* @param {Legal_Terms_Contact_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_contact_p1: ((inputs: Legal_Terms_Contact_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Contact_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "What you post" |
*
* @param {Legal_Terms_Content_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_content_heading: ((inputs?: Legal_Terms_Content_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Content_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You keep ownership of the text and images you post, such as group descriptions, event details, comments, messages, cover images and avatars. You give Neighbo..." |
*
* @param {Legal_Terms_Content_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_content_p1: ((inputs?: Legal_Terms_Content_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Content_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only post content you have the right to share. We may remove content that breaks these terms or the law." |
*
* @param {Legal_Terms_Content_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_content_p2: ((inputs?: Legal_Terms_Content_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Content_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Disclaimer" |
*
* @param {Legal_Terms_Disclaimer_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_disclaimer_heading: ((inputs?: Legal_Terms_Disclaimer_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Disclaimer_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly is provided \"as is\" and \"as available\". To the extent the law allows, we make no promises that the service will be uninterrupted or error-free, o..." |
*
* @param {Legal_Terms_Disclaimer_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_disclaimer_p1: ((inputs?: Legal_Terms_Disclaimer_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Disclaimer_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Who may use Neighbourly" |
*
* @param {Legal_Terms_Eligibility_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_eligibility_heading: ((inputs?: Legal_Terms_Eligibility_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Eligibility_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly is for adults only. You must be {age} years of age or older to create an account, join a group or attend an event organised through the service. ..." |
*
* @param {Legal_Terms_Eligibility_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_eligibility_p1: ((inputs: Legal_Terms_Eligibility_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Eligibility_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Each account belongs to one person. You may not create an account for someone else, share your account, or open a new account after we have closed one of you..." |
*
* @param {Legal_Terms_Eligibility_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_eligibility_p2: ((inputs?: Legal_Terms_Eligibility_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Eligibility_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Closing your account" |
*
* @param {Legal_Terms_Ending_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_ending_heading: ((inputs?: Legal_Terms_Ending_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Ending_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You can delete your account at any time in Settings. When you do, your memberships, event registrations, comments and messages are removed. A group you own p..." |
*
* @param {Legal_Terms_Ending_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_ending_p1: ((inputs?: Legal_Terms_Ending_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Ending_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We may suspend or close an account that breaks these terms, puts other people at risk or exposes Neighbourly to legal liability. Where it is safe and lawful,..." |
*
* @param {Legal_Terms_Ending_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_ending_p2: ((inputs?: Legal_Terms_Ending_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Ending_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Groups and events" |
*
* @param {Legal_Terms_Groups_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_groups_heading: ((inputs?: Legal_Terms_Groups_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Groups_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "describe their events accurately, including the place, time and any limits;" |
*
* @param {Legal_Terms_Groups_Item1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_groups_item1: ((inputs?: Legal_Terms_Groups_Item1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Groups_Item1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "handle membership requests and attendance fairly;" |
*
* @param {Legal_Terms_Groups_Item2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_groups_item2: ((inputs?: Legal_Terms_Groups_Item2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Groups_Item2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "follow the law, including any permit or venue rules that apply to their event." |
*
* @param {Legal_Terms_Groups_Item3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_groups_item3: ((inputs?: Legal_Terms_Groups_Item3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Groups_Item3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Every user may create {freeGroups} free of charge for non-business use, such as a book club, a running crew or a neighbourhood clean-up. Groups run for profi..." |
*
* @param {Legal_Terms_Groups_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_groups_p1: ((inputs: Legal_Terms_Groups_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Groups_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group owners and event hosts are responsible for the groups and events they run. They:" |
*
* @param {Legal_Terms_Groups_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_groups_p2: ((inputs?: Legal_Terms_Groups_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Groups_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Events happen in the real world, not on Neighbourly. We do not organise, supervise or vet events, hosts or attendees. Use common sense: meet in public places..." |
*
* @param {Legal_Terms_Groups_P3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_groups_p3: ((inputs?: Legal_Terms_Groups_P3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Groups_P3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to Neighbourly. Please read these terms carefully: they explain what you can expect from us and what we expect from you. In short, Neighbourly is for..." |
*
* @param {Legal_Terms_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_intro: ((inputs: Legal_Terms_IntroInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_IntroInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Governing law" |
*
* @param {Legal_Terms_Law_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_law_heading: ((inputs?: Legal_Terms_Law_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Law_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "These terms are governed by the laws of {law}, and disputes are subject to the exclusive jurisdiction of the courts of British Columbia, Canada, unless the l..." |
*
* @param {Legal_Terms_Law_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_law_p1: ((inputs: Legal_Terms_Law_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Law_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Limitation of liability" |
*
* @param {Legal_Terms_Liability_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_liability_heading: ((inputs?: Legal_Terms_Liability_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Liability_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "To the fullest extent permitted by law, Neighbourly is not liable for indirect, incidental, special or consequential losses, or for loss of data, profits or ..." |
*
* @param {Legal_Terms_Liability_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_liability_p1: ((inputs?: Legal_Terms_Liability_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Liability_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Our total liability to you for any claim about the service is limited to the amounts you paid us for Neighbourly in the six months before the event that gave..." |
*
* @param {Legal_Terms_Liability_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_liability_p2: ((inputs?: Legal_Terms_Liability_P2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Liability_P2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Community rules" |
*
* @param {Legal_Terms_Rules_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_rules_heading: ((inputs?: Legal_Terms_Rules_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Rules_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "harass, threaten, bully or discriminate against anyone;" |
*
* @param {Legal_Terms_Rules_Item1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_rules_item1: ((inputs?: Legal_Terms_Rules_Item1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Rules_Item1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "post hateful, sexually explicit, violent or illegal content;" |
*
* @param {Legal_Terms_Rules_Item2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_rules_item2: ((inputs?: Legal_Terms_Rules_Item2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Rules_Item2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "send spam, chain messages or unsolicited advertising;" |
*
* @param {Legal_Terms_Rules_Item3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_rules_item3: ((inputs?: Legal_Terms_Rules_Item3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Rules_Item3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "collect other users' personal information without their consent;" |
*
* @param {Legal_Terms_Rules_Item4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_rules_item4: ((inputs?: Legal_Terms_Rules_Item4Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Rules_Item4Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "interfere with the service, get around its limits or security, or access it with automated tools other than ordinary search-engine indexing of public pages;" |
*
* @param {Legal_Terms_Rules_Item5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_rules_item5: ((inputs?: Legal_Terms_Rules_Item5Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Rules_Item5Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "use Neighbourly for any unlawful purpose." |
*
* @param {Legal_Terms_Rules_Item6Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_rules_item6: ((inputs?: Legal_Terms_Rules_Item6Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Rules_Item6Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly works when neighbours treat each other well. You agree not to:" |
*
* @param {Legal_Terms_Rules_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_rules_p1: ((inputs?: Legal_Terms_Rules_P1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Rules_P1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Legal_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const legal_terms_title: ((inputs?: Legal_Terms_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{count} joined" |
*
* @param {Mail_Activity_JoinedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_activity_joined: ((inputs: Mail_Activity_JoinedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activity_JoinedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} person joined {event}" |
* | "other" | "{count} people joined {event}" |
*
* @param {Mail_Activity_Joined_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_activity_joined_first: ((inputs: Mail_Activity_Joined_FirstInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activity_Joined_FirstInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{count} left" |
*
* @param {Mail_Activity_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_activity_left: ((inputs: Mail_Activity_LeftInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activity_LeftInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} person left {event}" |
* | "other" | "{count} people left {event}" |
*
* @param {Mail_Activity_Left_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_activity_left_first: ((inputs: Mail_Activity_Left_FirstInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activity_Left_FirstInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{phrases}." |
*
* @param {Mail_Activity_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_activity_sentence: ((inputs: Mail_Activity_SentenceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activity_SentenceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | ";" |
*
* @param {Mail_Activity_SeparatorInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_activity_separator: ((inputs?: Mail_Activity_SeparatorInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activity_SeparatorInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{count} joined the waitlist" |
*
* @param {Mail_Activity_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_activity_waitlisted: ((inputs: Mail_Activity_WaitlistedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activity_WaitlistedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} person joined the waitlist of {event}" |
* | "other" | "{count} people joined the waitlist of {event}" |
*
* @param {Mail_Activity_Waitlisted_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_activity_waitlisted_first: ((inputs: Mail_Activity_Waitlisted_FirstInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activity_Waitlisted_FirstInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} asks to join {group}." |
*
* @param {Mail_Asks_To_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_asks_to_join: ((inputs: Mail_Asks_To_JoinInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Asks_To_JoinInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{event} ({when}) was cancelled." |
*
* @param {Mail_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled: ((inputs: Mail_CancelledInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_CancelledInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{event} changed: now at {place} (was {placeBefore})." |
*
* @param {Mail_Changed_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_changed_place: ((inputs: Mail_Changed_PlaceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changed_PlaceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{event} changed: now {when} (was {whenBefore})." |
*
* @param {Mail_Changed_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_changed_time: ((inputs: Mail_Changed_TimeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changed_TimeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{event} changed: now {when} (was {whenBefore}), at {place} (was {placeBefore})." |
*
* @param {Mail_Changed_Time_And_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_changed_time_and_place: ((inputs: Mail_Changed_Time_And_PlaceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changed_Time_And_PlaceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} commented on {event}: “{quote}”" |
*
* @param {Mail_CommentedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_commented: ((inputs: Mail_CommentedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_CommentedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly: today at the events you host" |
*
* @param {Mail_Digest_Event_Activity_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_digest_event_activity_subject: ((inputs?: Mail_Digest_Event_Activity_SubjectInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Digest_Event_Activity_SubjectInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Today at the events you host" |
*
* @param {Mail_Digest_Event_Activity_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_digest_event_activity_title: ((inputs?: Mail_Digest_Event_Activity_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Digest_Event_Activity_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{title}:" |
*
* @param {Mail_Digest_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_digest_heading: ((inputs: Mail_Digest_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Digest_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{event} ({when})" |
*
* @param {Mail_Event_With_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_event_with_time: ((inputs: Mail_Event_With_TimeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Event_With_TimeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{event} ({when}) is full: all {count} places are taken." |
*
* @param {Mail_Full_AllInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_full_all: ((inputs: Mail_Full_AllInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Full_AllInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{event} ({when}) is full: its one place is taken." |
*
* @param {Mail_Full_OneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_full_one: ((inputs: Mail_Full_OneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Full_OneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} gave you {group}: you own it now." |
*
* @param {Mail_Group_GivenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_group_given: ((inputs: Mail_Group_GivenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Group_GivenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "New event in {group}: {event}, {when}." |
*
* @param {Mail_New_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_new_event: ((inputs: Mail_New_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_New_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You now host {event} ({when})." |
*
* @param {Mail_New_HostInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_new_host: ((inputs: Mail_New_HostInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_New_HostInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Notification settings" |
*
* @param {Mail_Notification_SettingsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_notification_settings: ((inputs?: Mail_Notification_SettingsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Notification_SettingsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are now an event host of {group}." |
*
* @param {Mail_Now_Event_HostInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_now_event_host: ((inputs: Mail_Now_Event_HostInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Now_Event_HostInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Open in Neighbourly" |
*
* @param {Mail_Open_In_AppInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_open_in_app: ((inputs?: Mail_Open_In_AppInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Open_In_AppInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{count} places opened at {event} ({when}) and went to the first {count} on the waitlist." |
*
* @param {Mail_Places_Opened_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_places_opened_many: ((inputs: Mail_Places_Opened_ManyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Places_Opened_ManyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A place opened at {event} ({when}) and went to the first on the waitlist." |
*
* @param {Mail_Places_Opened_OneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_places_opened_one: ((inputs: Mail_Places_Opened_OneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Places_Opened_OneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A place opened up at {event} ({when}): you are going." |
*
* @param {Mail_PromotedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_promoted: ((inputs: Mail_PromotedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_PromotedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You get this email because “{kind}” is on in your notification settings." |
*
* @param {Mail_Reason_KindInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_reason_kind: ((inputs: Mail_Reason_KindInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reason_KindInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reminder: {event} is {when} at {place}." |
*
* @param {Mail_ReminderInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_reminder: ((inputs: Mail_ReminderInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_ReminderInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You're on the waitlist ({position})." |
*
* @param {Mail_Reminder_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_waitlisted: ((inputs: Mail_Reminder_WaitlistedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_WaitlistedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We reviewed your report and took action." |
*
* @param {Mail_Report_Closed_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_report_closed_action: ((inputs?: Mail_Report_Closed_ActionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Report_Closed_ActionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We reviewed your report and did not find a breach." |
*
* @param {Mail_Report_Closed_No_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_report_closed_no_action: ((inputs?: Mail_Report_Closed_No_ActionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Report_Closed_No_ActionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are now a member of {group}." |
*
* @param {Mail_Request_ApprovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_request_approved: ((inputs: Mail_Request_ApprovedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Request_ApprovedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your request to join {group} was declined." |
*
* @param {Mail_Request_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_request_declined: ((inputs: Mail_Request_DeclinedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Request_DeclinedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly: {text}" |
*
* @param {Mail_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_subject: ((inputs: Mail_SubjectInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_SubjectInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{label}: {url}" |
*
* @param {Mail_Text_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_text_link: ((inputs: Mail_Text_LinkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Text_LinkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{name} sent you a message you have not read yet." |
* | "other" | "{name} sent you {count} messages you have not read yet." |
*
* @param {Mail_Unread_MessagesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_unread_messages: ((inputs: Mail_Unread_MessagesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Unread_MessagesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Mail_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_unsubscribe: ((inputs?: Mail_UnsubscribeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_UnsubscribeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm this address" |
*
* @param {Mail_Verify_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_verify_action: ((inputs?: Mail_Verify_ActionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_ActionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "To confirm it, open the link below. It works for 24 hours." |
*
* @param {Mail_Verify_Open_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_verify_open_link: ((inputs?: Mail_Verify_Open_LinkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_Open_LinkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly sends nothing more to this address unless it is confirmed." |
*
* @param {Mail_Verify_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_verify_reason: ((inputs?: Mail_Verify_ReasonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_ReasonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Someone asked to use this address for a Neighbourly account; if it was not you, ignore this." |
*
* @param {Mail_Verify_Someone_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_verify_someone_asked: ((inputs?: Mail_Verify_Someone_AskedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_Someone_AskedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly: confirm your email address" |
*
* @param {Mail_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const mail_verify_subject: ((inputs?: Mail_Verify_SubjectInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_SubjectInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Back to conversations" |
*
* @param {Messaging_Back_To_ConversationsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_back_to_conversations: ((inputs?: Messaging_Back_To_ConversationsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Back_To_ConversationsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Block" |
*
* @param {Messaging_BlockInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_block: ((inputs?: Messaging_BlockInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_BlockInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neither of you will be able to write to the other. They are not told. You can unblock them in Settings." |
*
* @param {Messaging_Block_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_block_explains: ((inputs?: Messaging_Block_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Block_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} could not be blocked. Please try again." |
*
* @param {Messaging_Block_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_block_failed: ((inputs: Messaging_Block_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Block_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Block {name}?" |
*
* @param {Messaging_Block_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_block_title: ((inputs: Messaging_Block_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Block_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You blocked {name}." |
*
* @param {Messaging_BlockedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_blocked: ((inputs: Messaging_BlockedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_BlockedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You have blocked {name}: neither of you can write to the other. {link}." |
*
* @param {Messaging_Blocked_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_blocked_notice: ((inputs: Messaging_Blocked_NoticeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Blocked_NoticeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Unblock them in Settings" |
*
* @param {Messaging_Blocked_Notice_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_blocked_notice_link: ((inputs?: Messaging_Blocked_Notice_LinkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Blocked_Notice_LinkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Blocked people" |
*
* @param {Messaging_Blocked_PeopleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_blocked_people: ((inputs?: Messaging_Blocked_PeopleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Blocked_PeopleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neither you nor they can write to each other. Unblock someone to write again." |
*
* @param {Messaging_Blocked_People_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_blocked_people_description: ((inputs?: Messaging_Blocked_People_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Blocked_People_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The blocked people could not be loaded." |
*
* @param {Messaging_Blocked_People_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_blocked_people_load_failed: ((inputs?: Messaging_Blocked_People_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Blocked_People_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Conversation options" |
*
* @param {Messaging_Conversation_OptionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_conversation_options: ((inputs?: Messaging_Conversation_OptionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Conversation_OptionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Conversations" |
*
* @param {Messaging_ConversationsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_conversations: ((inputs?: Messaging_ConversationsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_ConversationsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The conversations could not be loaded." |
*
* @param {Messaging_Conversations_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_conversations_load_failed: ((inputs?: Messaging_Conversations_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Conversations_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} · Messages" |
*
* @param {Messaging_Document_Title_WithInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_document_title_with: ((inputs: Messaging_Document_Title_WithInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Document_Title_WithInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading blocked people" |
*
* @param {Messaging_Loading_Blocked_PeopleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_loading_blocked_people: ((inputs?: Messaging_Loading_Blocked_PeopleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Loading_Blocked_PeopleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading conversations" |
*
* @param {Messaging_Loading_ConversationsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_loading_conversations: ((inputs?: Messaging_Loading_ConversationsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Loading_ConversationsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading messages" |
*
* @param {Messaging_Loading_MessagesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_loading_messages: ((inputs?: Messaging_Loading_MessagesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Loading_MessagesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Messaging_Message_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_message_label: ((inputs?: Messaging_Message_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Message_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Message options" |
*
* @param {Messaging_Message_OptionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_message_options: ((inputs?: Messaging_Message_OptionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Message_OptionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The messages could not be loaded." |
*
* @param {Messaging_Messages_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_messages_load_failed: ((inputs?: Messaging_Messages_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Messages_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Messages with {name}" |
*
* @param {Messaging_Messages_WithInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_messages_with: ((inputs: Messaging_Messages_WithInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Messages_WithInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You have not blocked anyone." |
*
* @param {Messaging_No_Blocked_PeopleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_no_blocked_people: ((inputs?: Messaging_No_Blocked_PeopleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_No_Blocked_PeopleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You don't have any active conversations yet." |
*
* @param {Messaging_No_ConversationsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_no_conversations: ((inputs?: Messaging_No_ConversationsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_No_ConversationsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You don't have any messages yet." |
*
* @param {Messaging_No_MessagesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_no_messages: ((inputs?: Messaging_No_MessagesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_No_MessagesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Opening the conversation" |
*
* @param {Messaging_Opening_ConversationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_opening_conversation: ((inputs?: Messaging_Opening_ConversationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Opening_ConversationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Report {name}" |
*
* @param {Messaging_Report_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_report_person: ((inputs: Messaging_Report_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Report_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Messaging_SendInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_send: ((inputs?: Messaging_SendInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_SendInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your message could not be sent. Please try again." |
*
* @param {Messaging_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_send_failed: ((inputs?: Messaging_Send_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Send_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name}:" |
*
* @param {Messaging_SenderInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_sender: ((inputs: Messaging_SenderInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_SenderInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show older messages" |
*
* @param {Messaging_Show_OlderInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_show_older: ((inputs?: Messaging_Show_OlderInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Show_OlderInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The conversation could not be started. Please try again." |
*
* @param {Messaging_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_start_failed: ((inputs?: Messaging_Start_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Start_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Messaging_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_title: ((inputs?: Messaging_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Unblock" |
*
* @param {Messaging_UnblockInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_unblock: ((inputs?: Messaging_UnblockInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_UnblockInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{name} could not be unblocked. Please try again." |
*
* @param {Messaging_Unblock_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_unblock_failed: ((inputs: Messaging_Unblock_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Unblock_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Unblock {name}" |
*
* @param {Messaging_Unblock_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_unblock_person: ((inputs: Messaging_Unblock_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Unblock_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You unblocked {name}." |
*
* @param {Messaging_UnblockedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_unblocked: ((inputs: Messaging_UnblockedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_UnblockedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "unread" |
*
* @param {Messaging_UnreadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_unread: ((inputs?: Messaging_UnreadInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_UnreadInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Write a message" |
*
* @param {Messaging_Write_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_write_message: ((inputs?: Messaging_Write_MessageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_Write_MessageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You" |
*
* @param {Messaging_YouInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const messaging_you: ((inputs?: Messaging_YouInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messaging_YouInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The action could not be taken. Please try again." |
*
* @param {Moderation_Action_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_action_failed: ((inputs?: Moderation_Action_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Action_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "As reported" |
*
* @param {Moderation_As_ReportedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_as_reported: ((inputs?: Moderation_As_ReportedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_As_ReportedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Moderation_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_cancel: ((inputs?: Moderation_CancelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_CancelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Changed since. Now:" |
*
* @param {Moderation_Changed_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_changed_since: ((inputs?: Moderation_Changed_SinceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Changed_SinceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Moderation_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_close: ((inputs?: Moderation_CloseInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_CloseInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{action} by {actor}, {date}" |
*
* @param {Moderation_Closed_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_closed_by: ((inputs: Moderation_Closed_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Closed_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Closed reports" |
*
* @param {Moderation_Closed_ReportsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_closed_reports: ((inputs?: Moderation_Closed_ReportsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Closed_ReportsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Command line" |
*
* @param {Moderation_Command_LineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_command_line: ((inputs?: Moderation_Command_LineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Command_LineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Deleted since." |
*
* @param {Moderation_Deleted_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_deleted_since: ((inputs?: Moderation_Deleted_SinceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Deleted_SinceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Moderation_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_dismiss: ((inputs?: Moderation_DismissInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_DismissInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reports dismissed." |
*
* @param {Moderation_Dismiss_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_dismiss_done: ((inputs?: Moderation_Dismiss_DoneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Dismiss_DoneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The reports are closed with no action. Each reporter is told we did not find a breach." |
*
* @param {Moderation_Dismiss_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_dismiss_explains: ((inputs?: Moderation_Dismiss_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Dismiss_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The reports are closed with no action, and it stays held: no one else will see it. To publish it, choose Restore instead." |
*
* @param {Moderation_Dismiss_Held_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_dismiss_held_explains: ((inputs?: Moderation_Dismiss_Held_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Dismiss_Held_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss these reports?" |
*
* @param {Moderation_Dismiss_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_dismiss_title: ((inputs?: Moderation_Dismiss_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Dismiss_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Its profile’s address, for example https://spam.example/users/someone" |
*
* @param {Moderation_Fediverse_Account_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_account_hint: ((inputs?: Moderation_Fediverse_Account_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Account_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Account’s address" |
*
* @param {Moderation_Fediverse_Account_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_account_label: ((inputs?: Moderation_Fediverse_Account_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Account_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Block a server or an account" |
*
* @param {Moderation_Fediverse_AddInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_add: ((inputs?: Moderation_Fediverse_AddInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_AddInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This is blocked already." |
*
* @param {Moderation_Fediverse_AlreadyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_already: ((inputs?: Moderation_Fediverse_AlreadyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_AlreadyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the account’s address, starting with https://." |
*
* @param {Moderation_Fediverse_Bad_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_bad_account: ((inputs?: Moderation_Fediverse_Bad_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Bad_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the server’s host name only, such as mastodon.example." |
*
* @param {Moderation_Fediverse_Bad_ServerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_bad_server: ((inputs?: Moderation_Fediverse_Bad_ServerInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Bad_ServerInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Block" |
*
* @param {Moderation_Fediverse_BlockInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_block: ((inputs?: Moderation_Fediverse_BlockInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_BlockInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Blocked. Its follows of groups are removed." |
*
* @param {Moderation_Fediverse_Block_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_block_done: ((inputs?: Moderation_Fediverse_Block_DoneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Block_DoneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "It could not be blocked. Try again." |
*
* @param {Moderation_Fediverse_Block_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_block_failed: ((inputs?: Moderation_Fediverse_Block_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Block_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Blocked by {actor}, {date}" |
*
* @param {Moderation_Fediverse_Blocked_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_blocked_by: ((inputs: Moderation_Fediverse_Blocked_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Blocked_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No server or account is blocked." |
*
* @param {Moderation_Fediverse_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_empty: ((inputs?: Moderation_Fediverse_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing from a blocked server or account reaches Neighbourly, and its follows of groups are removed." |
*
* @param {Moderation_Fediverse_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_explains: ((inputs?: Moderation_Fediverse_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "What to block" |
*
* @param {Moderation_Fediverse_KindInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_kind: ((inputs?: Moderation_Fediverse_KindInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_KindInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Moderation_Fediverse_Kind_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_kind_account: ((inputs?: Moderation_Fediverse_Kind_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Kind_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Server" |
*
* @param {Moderation_Fediverse_Kind_ServerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_kind_server: ((inputs?: Moderation_Fediverse_Kind_ServerInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Kind_ServerInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Lift" |
*
* @param {Moderation_Fediverse_LiftInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_lift: ((inputs?: Moderation_Fediverse_LiftInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_LiftInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "It can reach Neighbourly again. The follows the block removed do not come back: its people can follow the groups again." |
*
* @param {Moderation_Fediverse_Lift_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_lift_explains: ((inputs?: Moderation_Fediverse_Lift_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Lift_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The block could not be lifted. Try again." |
*
* @param {Moderation_Fediverse_Lift_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_lift_failed: ((inputs?: Moderation_Fediverse_Lift_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Lift_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Lift this block?" |
*
* @param {Moderation_Fediverse_Lift_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_lift_title: ((inputs?: Moderation_Fediverse_Lift_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Lift_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Block lifted." |
*
* @param {Moderation_Fediverse_LiftedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_lifted: ((inputs?: Moderation_Fediverse_LiftedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_LiftedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The blocks could not be loaded." |
*
* @param {Moderation_Fediverse_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_load_failed: ((inputs?: Moderation_Fediverse_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the blocks…" |
*
* @param {Moderation_Fediverse_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_loading: ((inputs?: Moderation_Fediverse_LoadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_LoadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Seen by moderators only." |
*
* @param {Moderation_Fediverse_Reason_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_reason_hint: ((inputs?: Moderation_Fediverse_Reason_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Reason_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reason (optional)" |
*
* @param {Moderation_Fediverse_Reason_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_reason_label: ((inputs?: Moderation_Fediverse_Reason_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Reason_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "For example spam.example" |
*
* @param {Moderation_Fediverse_Server_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_server_hint: ((inputs?: Moderation_Fediverse_Server_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Server_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Server’s host name" |
*
* @param {Moderation_Fediverse_Server_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_server_label: ((inputs?: Moderation_Fediverse_Server_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_Server_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Blocked servers and accounts" |
*
* @param {Moderation_Fediverse_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_fediverse_title: ((inputs?: Moderation_Fediverse_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Fediverse_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "First reported {date}" |
*
* @param {Moderation_First_ReportedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_first_reported: ((inputs: Moderation_First_ReportedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_First_ReportedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only site moderators can see this page" |
*
* @param {Moderation_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_forbidden: ((inputs?: Moderation_ForbiddenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_ForbiddenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Moderation_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_go_home: ((inputs?: Moderation_Go_HomeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Go_HomeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only you can see this until a moderator reviews it." |
*
* @param {Moderation_Held_MineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_held_mine: ((inputs?: Moderation_Held_MineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Held_MineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only its author and the moderators can see this until a moderator reviews it." |
*
* @param {Moderation_Held_TheirsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_held_theirs: ((inputs?: Moderation_Held_TheirsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Held_TheirsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only you and the moderators can see it." |
*
* @param {Moderation_Hidden_MineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_hidden_mine: ((inputs?: Moderation_Hidden_MineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Hidden_MineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only its author and the moderators can see it." |
*
* @param {Moderation_Hidden_TheirsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_hidden_theirs: ((inputs?: Moderation_Hidden_TheirsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Hidden_TheirsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Moderation_HideInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_hide: ((inputs?: Moderation_HideInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_HideInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hide this comment?" |
*
* @param {Moderation_Hide_Comment_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_hide_comment_title: ((inputs?: Moderation_Hide_Comment_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Hide_Comment_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hidden. The reports are closed." |
*
* @param {Moderation_Hide_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_hide_done: ((inputs?: Moderation_Hide_DoneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Hide_DoneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hide this event?" |
*
* @param {Moderation_Hide_Event_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_hide_event_title: ((inputs?: Moderation_Hide_Event_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Hide_Event_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only its author and the moderators will see it, marked “Hidden by the moderators” with your reason. Nothing is deleted: it can be restored. The reporters are..." |
*
* @param {Moderation_Hide_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_hide_explains: ((inputs?: Moderation_Hide_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Hide_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hide this group?" |
*
* @param {Moderation_Hide_Group_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_hide_group_title: ((inputs?: Moderation_Hide_Group_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Hide_Group_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hide this message?" |
*
* @param {Moderation_Hide_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_hide_message_title: ((inputs?: Moderation_Hide_Message_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Hide_Message_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Earlier actions against the author" |
*
* @param {Moderation_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_history: ((inputs?: Moderation_HistoryInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_HistoryInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{action} ({subject}), {date}, by {actor}" |
*
* @param {Moderation_History_EntryInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_history_entry: ((inputs: Moderation_History_EntryInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_History_EntryInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{action} ({subject}), {date}, by {actor}: {reason}" |
*
* @param {Moderation_History_Entry_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_history_entry_reason: ((inputs: Moderation_History_Entry_ReasonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_History_Entry_ReasonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Moderation_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_load_more: ((inputs?: Moderation_Load_MoreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Load_MoreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the log" |
*
* @param {Moderation_Loading_LogInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_loading_log: ((inputs?: Moderation_Loading_LogInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Loading_LogInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the reports" |
*
* @param {Moderation_Loading_ReportsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_loading_reports: ((inputs?: Moderation_Loading_ReportsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Loading_ReportsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Moderation log" |
*
* @param {Moderation_LogInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log: ((inputs?: Moderation_LogInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_LogInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Moderation_Log_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_action: ((inputs?: Moderation_Log_ActionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_ActionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Blocked" |
*
* @param {Moderation_Log_BlockInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_block: ((inputs?: Moderation_Log_BlockInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_BlockInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Person concerned: {login}" |
*
* @param {Moderation_Log_Card_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_card_person: ((inputs: Moderation_Log_Card_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_Card_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{action}: {subject}" |
*
* @param {Moderation_Log_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_card_title: ((inputs: Moderation_Log_Card_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_Card_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{date} · by {actor}" |
*
* @param {Moderation_Log_Card_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_card_when: ((inputs: Moderation_Log_Card_WhenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_Card_WhenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{action}: {from} → {to}" |
*
* @param {Moderation_Log_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_change: ((inputs: Moderation_Log_ChangeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_ChangeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Dismissed" |
*
* @param {Moderation_Log_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_dismiss: ((inputs?: Moderation_Log_DismissInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_DismissInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing has been logged yet." |
*
* @param {Moderation_Log_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_empty: ((inputs?: Moderation_Log_EmptyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_EmptyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hidden" |
*
* @param {Moderation_Log_HideInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_hide: ((inputs?: Moderation_Log_HideInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_HideInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The log could not be loaded." |
*
* @param {Moderation_Log_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_load_failed: ((inputs?: Moderation_Log_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Moderation_Log_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_none: ((inputs?: Moderation_Log_NoneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_NoneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Person concerned" |
*
* @param {Moderation_Log_Person_ConcernedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_person_concerned: ((inputs?: Moderation_Log_Person_ConcernedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_Person_ConcernedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Moderation_Log_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_reason: ((inputs?: Moderation_Log_ReasonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_ReasonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Restored" |
*
* @param {Moderation_Log_RestoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_restore: ((inputs?: Moderation_Log_RestoreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_RestoreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group allowance set" |
*
* @param {Moderation_Log_Set_AllowanceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_set_allowance: ((inputs?: Moderation_Log_Set_AllowanceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_Set_AllowanceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Site role set" |
*
* @param {Moderation_Log_Set_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_set_role: ((inputs?: Moderation_Log_Set_RoleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_Set_RoleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Moderation_Log_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_subject: ((inputs?: Moderation_Log_SubjectInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_SubjectInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{subject} {id}" |
*
* @param {Moderation_Log_Subject_IdInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_subject_id: ((inputs: Moderation_Log_Subject_IdInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_Subject_IdInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Suspended" |
*
* @param {Moderation_Log_SuspendInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_suspend: ((inputs?: Moderation_Log_SuspendInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_SuspendInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Block lifted" |
*
* @param {Moderation_Log_UnblockInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_unblock: ((inputs?: Moderation_Log_UnblockInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_UnblockInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Unsuspended" |
*
* @param {Moderation_Log_UnsuspendInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_unsuspend: ((inputs?: Moderation_Log_UnsuspendInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_UnsuspendInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{action} until {date}" |
*
* @param {Moderation_Log_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_until: ((inputs: Moderation_Log_UntilInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_UntilInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "When" |
*
* @param {Moderation_Log_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_when: ((inputs?: Moderation_Log_WhenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_WhenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Who" |
*
* @param {Moderation_Log_WhoInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_log_who: ((inputs?: Moderation_Log_WhoInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Log_WhoInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No closed reports yet." |
*
* @param {Moderation_No_Closed_ReportsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_no_closed_reports: ((inputs?: Moderation_No_Closed_ReportsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_No_Closed_ReportsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No earlier actions against the author." |
*
* @param {Moderation_No_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_no_history: ((inputs?: Moderation_No_HistoryInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_No_HistoryInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No open reports." |
*
* @param {Moderation_No_Open_ReportsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_no_open_reports: ((inputs?: Moderation_No_Open_ReportsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_No_Open_ReportsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "comment" |
*
* @param {Moderation_Noun_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_noun_comment: ((inputs?: Moderation_Noun_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Noun_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "event" |
*
* @param {Moderation_Noun_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_noun_event: ((inputs?: Moderation_Noun_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Noun_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "group" |
*
* @param {Moderation_Noun_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_noun_group: ((inputs?: Moderation_Noun_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Noun_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "message" |
*
* @param {Moderation_Noun_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_noun_message: ((inputs?: Moderation_Noun_MessageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Noun_MessageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "person" |
*
* @param {Moderation_Noun_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_noun_person: ((inputs?: Moderation_Noun_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Noun_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "fediverse account" |
*
* @param {Moderation_Noun_Remote_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_noun_remote_account: ((inputs?: Moderation_Noun_Remote_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Noun_Remote_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "fediverse server" |
*
* @param {Moderation_Noun_Remote_ServerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_noun_remote_server: ((inputs?: Moderation_Noun_Remote_ServerInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Noun_Remote_ServerInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Open it" |
*
* @param {Moderation_Open_ItInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_open_it: ((inputs?: Moderation_Open_ItInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Open_ItInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Open reports" |
*
* @param {Moderation_Open_ReportsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_open_reports: ((inputs?: Moderation_Open_ReportsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Open_ReportsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Harassment or bullying" |
*
* @param {Moderation_Reason_HarassmentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reason_harassment: ((inputs?: Moderation_Reason_HarassmentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reason_HarassmentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hate speech" |
*
* @param {Moderation_Reason_HateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reason_hate: ((inputs?: Moderation_Reason_HateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reason_HateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Pretending to be someone else" |
*
* @param {Moderation_Reason_ImpersonationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reason_impersonation: ((inputs?: Moderation_Reason_ImpersonationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reason_ImpersonationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reason (for the moderation log)" |
*
* @param {Moderation_Reason_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reason_label: ((inputs?: Moderation_Reason_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reason_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Moderation_Reason_LineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reason_line: ((inputs: Moderation_Reason_LineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reason_LineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Something else" |
*
* @param {Moderation_Reason_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reason_other: ((inputs?: Moderation_Reason_OtherInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reason_OtherInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Scam or fraud" |
*
* @param {Moderation_Reason_ScamInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reason_scam: ((inputs?: Moderation_Reason_ScamInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reason_ScamInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sexual content" |
*
* @param {Moderation_Reason_SexualInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reason_sexual: ((inputs?: Moderation_Reason_SexualInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reason_SexualInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Spam or advertising" |
*
* @param {Moderation_Reason_SpamInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reason_spam: ((inputs?: Moderation_Reason_SpamInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reason_SpamInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Violence or threats" |
*
* @param {Moderation_Reason_ViolenceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reason_violence: ((inputs?: Moderation_Reason_ViolenceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reason_ViolenceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Report" |
*
* @param {Moderation_ReportInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report: ((inputs?: Moderation_ReportInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_ReportInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Report this comment" |
*
* @param {Moderation_Report_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_comment: ((inputs?: Moderation_Report_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Anything our moderators should know (optional)" |
*
* @param {Moderation_Report_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_details: ((inputs?: Moderation_Report_DetailsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_DetailsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Report this event" |
*
* @param {Moderation_Report_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_event: ((inputs?: Moderation_Report_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The report could not be sent. Please try again." |
*
* @param {Moderation_Report_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_failed: ((inputs?: Moderation_Report_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Report this group" |
*
* @param {Moderation_Report_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_group: ((inputs?: Moderation_Report_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Report this message" |
*
* @param {Moderation_Report_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_message: ((inputs?: Moderation_Report_MessageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_MessageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Report this person" |
*
* @param {Moderation_Report_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_person: ((inputs?: Moderation_Report_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Send report" |
*
* @param {Moderation_Report_SendInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_send: ((inputs?: Moderation_Report_SendInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_SendInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Report sent" |
*
* @param {Moderation_Report_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_sent: ((inputs?: Moderation_Report_SentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_SentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Thanks — our moderators will look at it." |
*
* @param {Moderation_Report_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_thanks: ((inputs?: Moderation_Report_ThanksInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_ThanksInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Why are you reporting it?" |
*
* @param {Moderation_Report_WhyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_report_why: ((inputs?: Moderation_Report_WhyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Report_WhyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "by {login}, {date}" |
*
* @param {Moderation_Reported_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reported_by: ((inputs: Moderation_Reported_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reported_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reports" |
*
* @param {Moderation_ReportsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reports: ((inputs?: Moderation_ReportsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_ReportsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} report" |
* | "other" | "{count} reports" |
*
* @param {Moderation_Reports_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reports_count: ((inputs: Moderation_Reports_CountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reports_CountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The reports could not be loaded." |
*
* @param {Moderation_Reports_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_reports_load_failed: ((inputs?: Moderation_Reports_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Reports_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Restore" |
*
* @param {Moderation_RestoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_restore: ((inputs?: Moderation_RestoreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_RestoreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Restore this comment?" |
*
* @param {Moderation_Restore_Comment_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_restore_comment_title: ((inputs?: Moderation_Restore_Comment_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Restore_Comment_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Restored. The reports are closed." |
*
* @param {Moderation_Restore_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_restore_done: ((inputs?: Moderation_Restore_DoneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Restore_DoneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Restore this event?" |
*
* @param {Moderation_Restore_Event_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_restore_event_title: ((inputs?: Moderation_Restore_Event_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Restore_Event_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Everyone who could see it before sees it again. The reports are closed." |
*
* @param {Moderation_Restore_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_restore_explains: ((inputs?: Moderation_Restore_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Restore_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Restore this group?" |
*
* @param {Moderation_Restore_Group_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_restore_group_title: ((inputs?: Moderation_Restore_Group_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Restore_Group_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Publishes it: it was held for review (a new account’s links) and no one else has seen it yet. The reports are closed." |
*
* @param {Moderation_Restore_Held_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_restore_held_explains: ((inputs?: Moderation_Restore_Held_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Restore_Held_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Publishes it" |
*
* @param {Moderation_Restore_Held_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_restore_held_hint: ((inputs?: Moderation_Restore_Held_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Restore_Held_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Restore this message?" |
*
* @param {Moderation_Restore_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_restore_message_title: ((inputs?: Moderation_Restore_Message_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Restore_Message_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Comment by {name}" |
*
* @param {Moderation_Row_Comment_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_row_comment_by: ((inputs: Moderation_Row_Comment_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Row_Comment_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event by {name}" |
*
* @param {Moderation_Row_Event_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_row_event_by: ((inputs: Moderation_Row_Event_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Row_Event_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group run by {name}" |
*
* @param {Moderation_Row_Group_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_row_group_by: ((inputs: Moderation_Row_Group_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Row_Group_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Message by {name}" |
*
* @param {Moderation_Row_Message_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_row_message_by: ((inputs: Moderation_Row_Message_ByInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Row_Message_ByInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Person: {name}" |
*
* @param {Moderation_Row_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_row_person: ((inputs: Moderation_Row_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Row_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Moderation sections" |
*
* @param {Moderation_SectionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_sections: ((inputs?: Moderation_SectionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_SectionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Someone else already acted on these reports." |
*
* @param {Moderation_Someone_Else_ActedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_someone_else_acted: ((inputs?: Moderation_Someone_Else_ActedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Someone_Else_ActedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Deleted" |
*
* @param {Moderation_State_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_state_deleted: ((inputs?: Moderation_State_DeletedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_State_DeletedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Held for review" |
*
* @param {Moderation_State_HeldInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_state_held: ((inputs?: Moderation_State_HeldInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_State_HeldInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hidden" |
*
* @param {Moderation_State_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_state_hidden: ((inputs?: Moderation_State_HiddenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_State_HiddenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Suspended" |
*
* @param {Moderation_State_SuspendedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_state_suspended: ((inputs?: Moderation_State_SuspendedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_State_SuspendedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Suspended until {date}" |
*
* @param {Moderation_State_Suspended_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_state_suspended_until: ((inputs: Moderation_State_Suspended_UntilInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_State_Suspended_UntilInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Visible" |
*
* @param {Moderation_State_VisibleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_state_visible: ((inputs?: Moderation_State_VisibleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_State_VisibleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Moderation_Subject_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_subject_comment: ((inputs?: Moderation_Subject_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Subject_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Event" |
*
* @param {Moderation_Subject_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_subject_event: ((inputs?: Moderation_Subject_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Subject_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Group" |
*
* @param {Moderation_Subject_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_subject_group: ((inputs?: Moderation_Subject_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Subject_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Moderation_Subject_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_subject_message: ((inputs?: Moderation_Subject_MessageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Subject_MessageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Person" |
*
* @param {Moderation_Subject_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_subject_person: ((inputs?: Moderation_Subject_PersonInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Subject_PersonInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fediverse account" |
*
* @param {Moderation_Subject_Remote_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_subject_remote_account: ((inputs?: Moderation_Subject_Remote_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Subject_Remote_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fediverse server" |
*
* @param {Moderation_Subject_Remote_ServerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_subject_remote_server: ((inputs?: Moderation_Subject_Remote_ServerInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Subject_Remote_ServerInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Suspend" |
*
* @param {Moderation_SuspendInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_suspend: ((inputs?: Moderation_SuspendInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_SuspendInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Suspended. The reports are closed." |
*
* @param {Moderation_Suspend_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_suspend_done: ((inputs?: Moderation_Suspend_DoneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Suspend_DoneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "They are signed out everywhere at once and cannot sign in; their groups, events, comments and profile are hidden and their places at events are given up. The..." |
*
* @param {Moderation_Suspend_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_suspend_explains: ((inputs?: Moderation_Suspend_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Suspend_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Suspend this person?" |
*
* @param {Moderation_Suspend_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_suspend_title: ((inputs?: Moderation_Suspend_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Suspend_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Moderation_Tab_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_tab_closed: ((inputs?: Moderation_Tab_ClosedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Tab_ClosedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Fediverse" |
*
* @param {Moderation_Tab_FediverseInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_tab_fediverse: ((inputs?: Moderation_Tab_FediverseInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Tab_FediverseInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Log" |
*
* @param {Moderation_Tab_LogInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_tab_log: ((inputs?: Moderation_Tab_LogInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Tab_LogInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Moderation_Tab_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_tab_open: ((inputs?: Moderation_Tab_OpenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Tab_OpenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Moderation" |
*
* @param {Moderation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_title: ((inputs?: Moderation_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Unchanged since." |
*
* @param {Moderation_Unchanged_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_unchanged_since: ((inputs?: Moderation_Unchanged_SinceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Unchanged_SinceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Unsuspend" |
*
* @param {Moderation_UnsuspendInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_unsuspend: ((inputs?: Moderation_UnsuspendInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_UnsuspendInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Suspension lifted. The reports are closed." |
*
* @param {Moderation_Unsuspend_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_unsuspend_done: ((inputs?: Moderation_Unsuspend_DoneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Unsuspend_DoneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "They can sign in again and what they made is shown again. The reports are closed." |
*
* @param {Moderation_Unsuspend_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_unsuspend_explains: ((inputs?: Moderation_Unsuspend_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Unsuspend_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Lift this suspension?" |
*
* @param {Moderation_Unsuspend_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_unsuspend_title: ((inputs?: Moderation_Unsuspend_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Unsuspend_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Until {date} (your local time)" |
*
* @param {Moderation_Until_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_until_chosen: ((inputs: Moderation_Until_ChosenInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Until_ChosenInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Empty: until a moderator lifts it. Your local time." |
*
* @param {Moderation_Until_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_until_hint: ((inputs?: Moderation_Until_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Until_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Ends (optional)" |
*
* @param {Moderation_Until_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const moderation_until_label: ((inputs?: Moderation_Until_LabelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Moderation_Until_LabelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You can also choose which emails you get in {settings}." |
*
* @param {Notifications_Also_Choose_In_SettingsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_also_choose_in_settings: ((inputs: Notifications_Also_Choose_In_SettingsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Also_Choose_In_SettingsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your choice could not be saved. Please try again." |
*
* @param {Notifications_Choice_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_choice_failed: ((inputs?: Notifications_Choice_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Choice_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose what is emailed" |
*
* @param {Notifications_Choose_EmailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_choose_emailed: ((inputs?: Notifications_Choose_EmailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Choose_EmailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose which emails you get in {settings}." |
*
* @param {Notifications_Choose_In_SettingsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_choose_in_settings: ((inputs: Notifications_Choose_In_SettingsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Choose_In_SettingsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The copy of your data is ready: download it from Settings › Manage account until {date}." |
*
* @param {Notifications_Data_Export_ReadyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_data_export_ready: ((inputs: Notifications_Data_Export_ReadyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Data_Export_ReadyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Notifications_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_email_address: ((inputs?: Notifications_Email_AddressInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Email_AddressInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Where we email your notifications, once you have verified it. Only you can see it." |
*
* @param {Notifications_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_email_description: ((inputs?: Notifications_Email_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Email_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We send a link to it: your address is used once you follow that link." |
*
* @param {Notifications_Email_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_email_hint: ((inputs?: Notifications_Email_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Email_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Email me" |
*
* @param {Notifications_Email_MeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_email_me: ((inputs?: Notifications_Email_MeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Email_MeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your email address is verified." |
*
* @param {Notifications_Email_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_email_verified: ((inputs?: Notifications_Email_VerifiedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Email_VerifiedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "What happened in your groups and events." |
*
* @param {Notifications_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_intro: ((inputs?: Notifications_IntroInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_IntroInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The copy of your data you asked for is ready to download" |
*
* @param {Notifications_Kind_Data_Export_ReadyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_data_export_ready: ((inputs?: Notifications_Kind_Data_Export_ReadyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Data_Export_ReadyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Activity at events you host: people attending, waiting or leaving" |
*
* @param {Notifications_Kind_Event_ActivityInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_event_activity: ((inputs?: Notifications_Kind_Event_ActivityInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Event_ActivityInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "In the app at once, then at most one notice an hour per event. By email, one summary a day at most; unless you choose, none for groups of more than {max} mem..." |
*
* @param {Notifications_Kind_Event_Activity_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_event_activity_hint: ((inputs: Notifications_Kind_Event_Activity_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Event_Activity_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "An event you attend was cancelled" |
*
* @param {Notifications_Kind_Event_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_event_cancelled: ((inputs?: Notifications_Kind_Event_CancelledInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Event_CancelledInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "An event you host is full, or a place opened for its waitlist" |
*
* @param {Notifications_Kind_Event_CapacityInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_event_capacity: ((inputs?: Notifications_Kind_Event_CapacityInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Event_CapacityInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "An event you attend changed time or place" |
*
* @param {Notifications_Kind_Event_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_event_changed: ((inputs?: Notifications_Kind_Event_ChangedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Event_ChangedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A reminder 24 hours before an event you attend or wait for" |
*
* @param {Notifications_Kind_Event_ReminderInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_event_reminder: ((inputs?: Notifications_Kind_Event_ReminderInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Event_ReminderInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A new comment on an event you host or commented on" |
*
* @param {Notifications_Kind_New_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_new_comment: ((inputs?: Notifications_Kind_New_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_New_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A new event in one of your groups" |
*
* @param {Notifications_Kind_New_EventInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_new_event: ((inputs?: Notifications_Kind_New_EventInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_New_EventInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Someone asks to join a group you run" |
*
* @param {Notifications_Kind_New_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_new_request: ((inputs?: Notifications_Kind_New_RequestInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_New_RequestInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You were made an event host, or given a group or an event" |
*
* @param {Notifications_Kind_New_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_new_role: ((inputs?: Notifications_Kind_New_RoleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_New_RoleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No more emails about “{label}”." |
*
* @param {Notifications_Kind_OffInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_off: ((inputs: Notifications_Kind_OffInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_OffInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You will get emails about “{label}”." |
*
* @param {Notifications_Kind_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_on: ((inputs: Notifications_Kind_OnInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_OnInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Our moderators reviewed something you reported" |
*
* @param {Notifications_Kind_Report_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_report_closed: ((inputs?: Notifications_Kind_Report_ClosedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Report_ClosedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your membership request was approved" |
*
* @param {Notifications_Kind_Request_ApprovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_request_approved: ((inputs?: Notifications_Kind_Request_ApprovedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Request_ApprovedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your membership request was declined" |
*
* @param {Notifications_Kind_Request_RejectedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_request_rejected: ((inputs?: Notifications_Kind_Request_RejectedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Request_RejectedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Messages still unread after 15 minutes" |
*
* @param {Notifications_Kind_Unread_MessagesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_unread_messages: ((inputs?: Notifications_Kind_Unread_MessagesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Unread_MessagesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You got a place from the waitlist" |
*
* @param {Notifications_Kind_Waitlist_PromotedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_waitlist_promoted: ((inputs?: Notifications_Kind_Waitlist_PromotedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Waitlist_PromotedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Every notification shows in the app; choose which ones are also emailed to you." |
*
* @param {Notifications_Kinds_Can_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kinds_can_email: ((inputs?: Notifications_Kinds_Can_EmailInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kinds_Can_EmailInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Every notification shows in the app. Add and verify an email address to get them by email too." |
*
* @param {Notifications_Kinds_Cannot_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_kinds_cannot_email: ((inputs?: Notifications_Kinds_Cannot_EmailInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kinds_Cannot_EmailInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your notifications could not be loaded." |
*
* @param {Notifications_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_load_failed: ((inputs?: Notifications_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Notifications_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_load_more: ((inputs?: Notifications_Load_MoreInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Load_MoreInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your notifications" |
*
* @param {Notifications_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_loading: ((inputs?: Notifications_LoadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_LoadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your notification settings" |
*
* @param {Notifications_Loading_SettingsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_loading_settings: ((inputs?: Notifications_Loading_SettingsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Loading_SettingsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Mark all as read" |
*
* @param {Notifications_Mark_AllInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_mark_all: ((inputs?: Notifications_Mark_AllInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mark_AllInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your notifications could not be marked as read. Please try again." |
*
* @param {Notifications_Mark_All_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_mark_all_failed: ((inputs?: Notifications_Mark_All_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mark_All_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "New" |
*
* @param {Notifications_NewInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_new: ((inputs?: Notifications_NewInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_NewInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This server sends no email: your notifications stay in the app." |
*
* @param {Notifications_No_Email_ServerInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_no_email_server: ((inputs?: Notifications_No_Email_ServerInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_No_Email_ServerInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You have no notifications yet." |
*
* @param {Notifications_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_none: ((inputs?: Notifications_NoneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_NoneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Not verified yet: this server sends no email, so no link was sent to {email}." |
*
* @param {Notifications_Not_Verified_Not_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_not_verified_not_sent: ((inputs: Notifications_Not_Verified_Not_SentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Not_Verified_Not_SentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Not verified yet: we sent a link to {email}. It works for 24 hours." |
*
* @param {Notifications_Not_Verified_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_not_verified_sent: ((inputs: Notifications_Not_Verified_SentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Not_Verified_SentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Notifications_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_remove: ((inputs?: Notifications_RemoveInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_RemoveInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove address" |
*
* @param {Notifications_Remove_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_remove_address: ((inputs?: Notifications_Remove_AddressInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Remove_AddressInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your email address could not be removed. Please try again." |
*
* @param {Notifications_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_remove_failed: ((inputs?: Notifications_Remove_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Remove_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove your email address? No notification will be emailed to you any more." |
*
* @param {Notifications_Remove_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_remove_question: ((inputs?: Notifications_Remove_QuestionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Remove_QuestionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your email address is removed." |
*
* @param {Notifications_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_removed: ((inputs?: Notifications_RemovedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_RemovedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Notifications_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_save: ((inputs?: Notifications_SaveInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_SaveInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your email address could not be saved. Please try again." |
*
* @param {Notifications_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_save_failed: ((inputs?: Notifications_Save_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Save_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Saved. Please follow the link we sent to verify your address." |
*
* @param {Notifications_Saved_VerifyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_saved_verify: ((inputs?: Notifications_Saved_VerifyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Saved_VerifyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your notification settings could not be loaded." |
*
* @param {Notifications_Settings_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_settings_load_failed: ((inputs?: Notifications_Settings_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Settings_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Settings › Notifications" |
*
* @param {Notifications_Settings_PathInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_settings_path: ((inputs?: Notifications_Settings_PathInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Settings_PathInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notifications_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_title: ((inputs?: Notifications_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Notifications_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_unsubscribe: ((inputs?: Notifications_UnsubscribeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_UnsubscribeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You will no longer get emails of the kind this link came with. Your notifications still show in the app." |
*
* @param {Notifications_Unsubscribe_ExplainsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_unsubscribe_explains: ((inputs?: Notifications_Unsubscribe_ExplainsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Unsubscribe_ExplainsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Stop these emails?" |
*
* @param {Notifications_Unsubscribe_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_unsubscribe_question: ((inputs?: Notifications_Unsubscribe_QuestionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Unsubscribe_QuestionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Notifications_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_unsubscribed: ((inputs?: Notifications_UnsubscribedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_UnsubscribedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You will no longer get emails about “{label}”." |
*
* @param {Notifications_Unsubscribed_KindInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_unsubscribed_kind: ((inputs: Notifications_Unsubscribed_KindInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Unsubscribed_KindInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Notifications_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const notifications_verified: ((inputs?: Notifications_VerifiedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_VerifiedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "An event of {group}" |
*
* @param {Pages_Event_Of_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const pages_event_of_group: ((inputs: Pages_Event_Of_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Event_Of_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly: find, join and create community groups and events in Vancouver." |
*
* @param {Pages_Site_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const pages_site_description: ((inputs?: Pages_Site_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Site_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to delete account." |
*
* @param {People_Account_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_account_delete_failed: ((inputs?: People_Account_Delete_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Account_Delete_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Account deletion requested successfully. Logging out..." |
*
* @param {People_Account_Deletion_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_account_deletion_requested: ((inputs?: People_Account_Deletion_RequestedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Account_Deletion_RequestedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Avatar" |
*
* @param {People_AvatarInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_avatar: ((inputs?: People_AvatarInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_AvatarInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to delete avatar." |
*
* @param {People_Avatar_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_avatar_delete_failed: ((inputs?: People_Avatar_Delete_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Avatar_Delete_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your avatar was deleted" |
*
* @param {People_Avatar_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_avatar_deleted: ((inputs?: People_Avatar_DeletedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Avatar_DeletedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your avatar shows beside your name in groups, events and comments. Without one, the first letter of your name shows." |
*
* @param {People_Avatar_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_avatar_description: ((inputs?: People_Avatar_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Avatar_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Avatar image file" |
*
* @param {People_Avatar_FileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_avatar_file: ((inputs?: People_Avatar_FileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Avatar_FileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Avatar of {name}" |
*
* @param {People_Avatar_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_avatar_of: ((inputs: People_Avatar_OfInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Avatar_OfInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{rule}." |
*
* @param {People_Avatar_RuleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_avatar_rule: ((inputs: People_Avatar_RuleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Avatar_RuleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to update avatar." |
*
* @param {People_Avatar_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_avatar_upload_failed: ((inputs?: People_Avatar_Upload_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Avatar_Upload_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your avatar was uploaded successfully" |
*
* @param {People_Avatar_UploadedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_avatar_uploaded: ((inputs?: People_Avatar_UploadedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Avatar_UploadedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe to this address in your calendar app (Google Calendar, Apple Calendar, Outlook) to see the events you host, go to or wait for; it follows as you si..." |
*
* @param {People_Calendar_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_calendar_description: ((inputs?: People_Calendar_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Calendar_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your calendar link" |
*
* @param {People_Calendar_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_calendar_link: ((inputs?: People_Calendar_LinkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Calendar_LinkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your calendar link could not be loaded." |
*
* @param {People_Calendar_Link_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_calendar_link_failed: ((inputs?: People_Calendar_Link_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Calendar_Link_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to get a new calendar link." |
*
* @param {People_Calendar_Link_Renew_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_calendar_link_renew_failed: ((inputs?: People_Calendar_Link_Renew_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Calendar_Link_Renew_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your new calendar link is ready. The old one no longer works." |
*
* @param {People_Calendar_Link_RenewedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_calendar_link_renewed: ((inputs?: People_Calendar_Link_RenewedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Calendar_Link_RenewedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Calendar subscription" |
*
* @param {People_Calendar_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_calendar_subscription: ((inputs?: People_Calendar_SubscriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Calendar_SubscriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Change password" |
*
* @param {People_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_change_password: ((inputs?: People_Change_PasswordInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Change_PasswordInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You stay signed in here; Neighbourly signs you out everywhere else." |
*
* @param {People_Change_Password_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_change_password_description: ((inputs?: People_Change_Password_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Change_Password_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {People_Confirm_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_confirm_new_password: ((inputs?: People_Confirm_New_PasswordInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Confirm_New_PasswordInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {People_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_copy_link: ((inputs?: People_Copy_LinkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Copy_LinkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {People_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_current_password: ((inputs?: People_Current_PasswordInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Current_PasswordInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {People_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_delete: ((inputs?: People_DeleteInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_DeleteInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete account" |
*
* @param {People_Delete_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_delete_account: ((inputs?: People_Delete_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Delete_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Deleting your account signs you out and cannot be undone." |
*
* @param {People_Delete_Account_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_delete_account_description: ((inputs?: People_Delete_Account_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Delete_Account_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Events you host pass to their group's owner." |
*
* @param {People_Delete_Account_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_delete_account_events: ((inputs?: People_Delete_Account_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Delete_Account_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Each group you own passes to another member (an event host first); a group with no one else in it is deleted." |
*
* @param {People_Delete_Account_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_delete_account_groups: ((inputs?: People_Delete_Account_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Delete_Account_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your group memberships, membership requests, event registrations and comments are removed." |
*
* @param {People_Delete_Account_MembershipsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_delete_account_memberships: ((inputs?: People_Delete_Account_MembershipsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Delete_Account_MembershipsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This cannot be undone, and you will be signed out." |
*
* @param {People_Delete_Account_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_delete_account_message: ((inputs?: People_Delete_Account_MessageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Delete_Account_MessageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete your account?" |
*
* @param {People_Delete_Account_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_delete_account_title: ((inputs?: People_Delete_Account_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Delete_Account_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete avatar" |
*
* @param {People_Delete_AvatarInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_delete_avatar: ((inputs?: People_Delete_AvatarInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Delete_AvatarInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Delete your avatar? The first letter of your name shows instead until you upload a new one." |
*
* @param {People_Delete_Avatar_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_delete_avatar_confirm: ((inputs?: People_Delete_Avatar_ConfirmInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Delete_Avatar_ConfirmInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Display Name" |
*
* @param {People_Display_NameInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_display_name: ((inputs?: People_Display_NameInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Display_NameInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Between 1 and 50 characters." |
*
* @param {People_Display_Name_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_display_name_hint: ((inputs?: People_Display_Name_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Display_Name_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {People_Download_DataInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data: ((inputs?: People_Download_DataInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_DataInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Prepare my data" |
*
* @param {People_Download_Data_AskInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_ask: ((inputs?: People_Download_Data_AskInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_AskInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Prepare a new copy" |
*
* @param {People_Download_Data_Ask_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_ask_again: ((inputs?: People_Download_Data_Ask_AgainInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_Ask_AgainInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Preparing your data… {progress}% done. You can leave this page: we will notify you when it is ready." |
*
* @param {People_Download_Data_BuildingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_building: ((inputs: People_Download_Data_BuildingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_BuildingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Checking your data download" |
*
* @param {People_Download_Data_CheckingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_checking: ((inputs?: People_Download_Data_CheckingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_CheckingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A copy of what is yours here, as a ZIP file: your profile, groups, events and RSVPs, comments, messages, notifications and pictures, with a page to read it a..." |
*
* @param {People_Download_Data_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_description: ((inputs?: People_Download_Data_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Download ZIP" |
*
* @param {People_Download_Data_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_download: ((inputs?: People_Download_Data_DownloadInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_DownloadInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your last copy was deleted on {date}: ask for a new one when you need it." |
*
* @param {People_Download_Data_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_expired: ((inputs: People_Download_Data_ExpiredInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_ExpiredInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Preparing your data failed." |
*
* @param {People_Download_Data_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_failed: ((inputs?: People_Download_Data_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Whether your data is ready could not be loaded." |
*
* @param {People_Download_Data_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_load_failed: ((inputs?: People_Download_Data_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Preparing your data" |
*
* @param {People_Download_Data_ProgressInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_progress: ((inputs?: People_Download_Data_ProgressInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_ProgressInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your data is ready ({size}). The download works until {date}." |
*
* @param {People_Download_Data_ReadyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_ready: ((inputs: People_Download_Data_ReadyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_ReadyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your data could not be requested." |
*
* @param {People_Download_Data_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_request_failed: ((inputs?: People_Download_Data_Request_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_Request_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "We are preparing your data. We will notify you when it is ready." |
*
* @param {People_Download_Data_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_requested: ((inputs?: People_Download_Data_RequestedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_RequestedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {People_Download_Data_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_download_data_retry: ((inputs?: People_Download_Data_RetryInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Download_Data_RetryInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Edit my profile" |
*
* @param {People_Edit_My_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_edit_my_profile: ((inputs?: People_Edit_My_ProfileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Edit_My_ProfileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Get a new link" |
*
* @param {People_Get_New_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_get_new_link: ((inputs?: People_Get_New_LinkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Get_New_LinkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your calendar link" |
*
* @param {People_Loading_Calendar_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_loading_calendar_link: ((inputs?: People_Loading_Calendar_LinkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Loading_Calendar_LinkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the profile" |
*
* @param {People_Loading_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_loading_profile: ((inputs?: People_Loading_ProfileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Loading_ProfileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading settings" |
*
* @param {People_Loading_SettingsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_loading_settings: ((inputs?: People_Loading_SettingsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Loading_SettingsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your settings" |
*
* @param {People_Loading_Your_SettingsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_loading_your_settings: ((inputs?: People_Loading_Your_SettingsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Loading_Your_SettingsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Login" |
*
* @param {People_LoginInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_login: ((inputs?: People_LoginInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_LoginInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your login is how you sign in; it can't be changed." |
*
* @param {People_Login_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_login_hint: ((inputs?: People_Login_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Login_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Member since {date}" |
*
* @param {People_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_member_since: ((inputs: People_Member_SinceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Member_SinceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "My neighbourhood" |
*
* @param {People_My_NeighbourhoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_my_neighbourhood: ((inputs?: People_My_NeighbourhoodInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_My_NeighbourhoodInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Searches can measure distances from here. Only you see it." |
*
* @param {People_Neighbourhood_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_neighbourhood_hint: ((inputs?: People_Neighbourhood_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Neighbourhood_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The old link will stop working: calendars subscribed to it stop updating until you subscribe to the new one." |
*
* @param {People_New_Calendar_Link_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_new_calendar_link_message: ((inputs?: People_New_Calendar_Link_MessageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_New_Calendar_Link_MessageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Get a new calendar link?" |
*
* @param {People_New_Calendar_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_new_calendar_link_title: ((inputs?: People_New_Calendar_Link_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_New_Calendar_Link_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "New password" |
*
* @param {People_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_new_password: ((inputs?: People_New_PasswordInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_New_PasswordInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "8 to 24 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&." |
*
* @param {People_New_Password_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_new_password_hint: ((inputs?: People_New_Password_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_New_Password_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {People_No_NeighbourhoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_no_neighbourhood: ((inputs?: People_No_NeighbourhoodInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_No_NeighbourhoodInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Open in calendar app" |
*
* @param {People_Open_In_Calendar_AppInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_open_in_calendar_app: ((inputs?: People_Open_In_Calendar_AppInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Open_In_Calendar_AppInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to update password." |
*
* @param {People_Password_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_password_update_failed: ((inputs?: People_Password_Update_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Password_Update_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Password was updated successfully" |
*
* @param {People_Password_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_password_updated: ((inputs?: People_Password_UpdatedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Password_UpdatedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {People_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_profile: ((inputs?: People_ProfileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_ProfileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Profile details" |
*
* @param {People_Profile_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_profile_details: ((inputs?: People_Profile_DetailsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Profile_DetailsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your display name is how other neighbours see you." |
*
* @param {People_Profile_Details_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_profile_details_description: ((inputs?: People_Profile_Details_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Profile_Details_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Profile options" |
*
* @param {People_Profile_OptionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_profile_options: ((inputs?: People_Profile_OptionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Profile_OptionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to update profile." |
*
* @param {People_Profile_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_profile_update_failed: ((inputs?: People_Profile_Update_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Profile_Update_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your profile was updated successfully" |
*
* @param {People_Profile_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_profile_updated: ((inputs?: People_Profile_UpdatedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Profile_UpdatedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {People_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_save_changes: ((inputs?: People_Save_ChangesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Save_ChangesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Send a message" |
*
* @param {People_Send_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_send_message: ((inputs?: People_Send_MessageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Send_MessageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {People_SettingsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_settings: ((inputs?: People_SettingsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_SettingsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{tab} · Settings" |
*
* @param {People_Settings_Document_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_settings_document_title: ((inputs: People_Settings_Document_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Settings_Document_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your profile, your account and how Neighbourly looks." |
*
* @param {People_Settings_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_settings_intro: ((inputs?: People_Settings_IntroInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Settings_IntroInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Settings sections" |
*
* @param {People_Settings_SectionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_settings_sections: ((inputs?: People_Settings_SectionsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Settings_SectionsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {People_Tab_AppearanceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_tab_appearance: ((inputs?: People_Tab_AppearanceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Tab_AppearanceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Blocked people" |
*
* @param {People_Tab_Blocked_PeopleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_tab_blocked_people: ((inputs?: People_Tab_Blocked_PeopleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Tab_Blocked_PeopleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Edit profile" |
*
* @param {People_Tab_Edit_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_tab_edit_profile: ((inputs?: People_Tab_Edit_ProfileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Tab_Edit_ProfileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Manage account" |
*
* @param {People_Tab_Manage_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_tab_manage_account: ((inputs?: People_Tab_Manage_AccountInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Tab_Manage_AccountInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {People_Tab_NotificationsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_tab_notifications: ((inputs?: People_Tab_NotificationsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Tab_NotificationsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {People_ThemeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_theme: ((inputs?: People_ThemeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_ThemeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {People_Theme_DarkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_theme_dark: ((inputs?: People_Theme_DarkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Theme_DarkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose how Neighbourly looks on this device. System follows your device's light or dark setting." |
*
* @param {People_Theme_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_theme_description: ((inputs?: People_Theme_DescriptionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Theme_DescriptionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Light" |
*
* @param {People_Theme_LightInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_theme_light: ((inputs?: People_Theme_LightInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Theme_LightInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "System" |
*
* @param {People_Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_theme_system: ((inputs?: People_Theme_SystemInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Theme_SystemInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Update" |
*
* @param {People_UpdateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_update: ((inputs?: People_UpdateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_UpdateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Upload new avatar" |
*
* @param {People_Upload_AvatarInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_upload_avatar: ((inputs?: People_Upload_AvatarInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Upload_AvatarInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Uploading avatar" |
*
* @param {People_Uploading_AvatarInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_uploading_avatar: ((inputs?: People_Uploading_AvatarInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Uploading_AvatarInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "View my profile" |
*
* @param {People_View_My_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_view_my_profile: ((inputs?: People_View_My_ProfileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_View_My_ProfileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your avatar ({name})" |
*
* @param {People_Your_AvatarInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const people_your_avatar: ((inputs: People_Your_AvatarInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Your_AvatarInputs, {
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
* | "Preparing this copy of your data failed: ask for a new one in Settings › Manage account." |
*
* @param {Server_Preparing_This_Copy_Of_Your_DataInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_preparing_this_copy_of_your_data: ((inputs?: Server_Preparing_This_Copy_Of_Your_DataInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Preparing_This_Copy_Of_Your_DataInputs, {
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
* | "Something went wrong on our side." |
*
* @param {Server_Something_Went_Wrong_On_OurInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_something_went_wrong_on_our: ((inputs?: Server_Something_Went_Wrong_On_OurInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_Something_Went_Wrong_On_OurInputs, {
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
* | "There is no such download." |
*
* @param {Server_There_Is_No_Such_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_there_is_no_such_download: ((inputs?: Server_There_Is_No_Such_DownloadInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_There_Is_No_Such_DownloadInputs, {
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
* | "This copy of your data is still being prepared." |
*
* @param {Server_This_Copy_Of_Your_Data_Is_StillInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_copy_of_your_data_is_still: ((inputs?: Server_This_Copy_Of_Your_Data_Is_StillInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Copy_Of_Your_Data_Is_StillInputs, {
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
* | "This download has expired: a copy of your data is kept for 7 days. Ask for a new one in Settings › Manage account." |
*
* @param {Server_This_Download_Has_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_download_has_expired: ((inputs?: Server_This_Download_Has_ExpiredInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Download_Has_ExpiredInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This download link is not valid." |
*
* @param {Server_This_Download_Link_Is_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_this_download_link_is_not_valid: ((inputs?: Server_This_Download_Link_Is_Not_ValidInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_This_Download_Link_Is_Not_ValidInputs, {
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
* | "You can ask for a copy of your data 3 times a day." |
*
* @param {Server_You_Can_Ask_For_A_CopyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const server_you_can_ask_for_a_copy: ((inputs?: Server_You_Can_Ask_For_A_CopyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Server_You_Can_Ask_For_A_CopyInputs, {
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
* | "Account menu" |
*
* @param {Shell_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_account_menu: ((inputs?: Shell_Account_MenuInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_MenuInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Shell_Account_NavInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_account_nav: ((inputs?: Shell_Account_NavInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_NavInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Back to {name}" |
*
* @param {Shell_Back_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_back_to: ((inputs: Shell_Back_ToInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Back_ToInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Shell_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_cancel: ((inputs?: Shell_CancelInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_CancelInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Check your connection and try again." |
*
* @param {Shell_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_check_connection: ((inputs?: Shell_Check_ConnectionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Check_ConnectionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Checking availability" |
*
* @param {Shell_Checking_AvailabilityInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_checking_availability: ((inputs?: Shell_Checking_AvailabilityInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Checking_AvailabilityInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another image" |
*
* @param {Shell_Choose_Another_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_choose_another_image: ((inputs?: Shell_Choose_Another_ImageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Choose_Another_ImageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose cover image" |
*
* @param {Shell_Choose_Cover_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_choose_cover_image: ((inputs?: Shell_Choose_Cover_ImageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Choose_Cover_ImageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Shell_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_confirm: ((inputs?: Shell_ConfirmInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_ConfirmInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Confirmation" |
*
* @param {Shell_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_confirm_title: ((inputs?: Shell_Confirm_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Confirm_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cover image file" |
*
* @param {Shell_Cover_Image_FileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_cover_image_file: ((inputs?: Shell_Cover_Image_FileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cover_Image_FileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cover image (optional)" |
*
* @param {Shell_Cover_Image_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_cover_image_optional: ((inputs?: Shell_Cover_Image_OptionalInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cover_Image_OptionalInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create Group" |
*
* @param {Shell_Create_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_create_group: ((inputs?: Shell_Create_GroupInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Create_GroupInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The page could not be loaded. Check your connection and try again." |
*
* @param {Shell_Error_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_error_detail: ((inputs?: Shell_Error_DetailInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_DetailInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reference: {id}" |
*
* @param {Shell_Error_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_error_reference: ((inputs: Shell_Error_ReferenceInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_ReferenceInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Shell_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_error_title: ((inputs?: Shell_Error_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The event could not be loaded" |
*
* @param {Shell_Event_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_event_load_failed: ((inputs?: Shell_Event_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Event_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Cookie policy" |
*
* @param {Shell_Footer_CookiesInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_footer_cookies: ((inputs?: Shell_Footer_CookiesInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CookiesInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "© {year} Neighbourly · Made for neighbours in Vancouver" |
*
* @param {Shell_Footer_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_footer_credit: ((inputs: Shell_Footer_CreditInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CreditInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Shell_Footer_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_footer_help: ((inputs?: Shell_Footer_HelpInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_HelpInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Legal and help" |
*
* @param {Shell_Footer_NavInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_footer_nav: ((inputs?: Shell_Footer_NavInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_NavInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Shell_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_footer_privacy: ((inputs?: Shell_Footer_PrivacyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_PrivacyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Shell_Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_footer_terms: ((inputs?: Shell_Footer_TermsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_TermsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Go back to the home page" |
*
* @param {Shell_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_go_home: ((inputs?: Shell_Go_HomeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Go_HomeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The group could not be loaded" |
*
* @param {Shell_Group_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_group_load_failed: ((inputs?: Shell_Group_Load_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Group_Load_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Hide {field}" |
*
* @param {Shell_Hide_FieldInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_hide_field: ((inputs: Shell_Hide_FieldInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Hide_FieldInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly · Community groups and events in Vancouver" |
*
* @param {Shell_Home_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_home_title: ((inputs?: Shell_Home_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Home_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "PNG or JPEG, at most {size} MB" |
*
* @param {Shell_Image_RuleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_image_rule: ((inputs: Shell_Image_RuleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Image_RuleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Shell_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_link_copied: ((inputs?: Shell_Link_CopiedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Link_CopiedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The link could not be copied: select it and copy it by hand." |
*
* @param {Shell_Link_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_link_copy_failed: ((inputs?: Shell_Link_Copy_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Link_Copy_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Shell_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_loading: ((inputs?: Shell_LoadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_LoadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading page" |
*
* @param {Shell_Loading_PageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_loading_page: ((inputs?: Shell_Loading_PageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Loading_PageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your settings" |
*
* @param {Shell_Loading_SettingsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_loading_settings: ((inputs?: Shell_Loading_SettingsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Loading_SettingsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Map tiles are off on this site" |
*
* @param {Shell_Map_Tiles_OffInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_map_tiles_off: ((inputs?: Shell_Map_Tiles_OffInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Map_Tiles_OffInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom in" |
*
* @param {Shell_Map_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_map_zoom_in: ((inputs?: Shell_Map_Zoom_InInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Map_Zoom_InInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom out" |
*
* @param {Shell_Map_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_map_zoom_out: ((inputs?: Shell_Map_Zoom_OutInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Map_Zoom_OutInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Logout" |
*
* @param {Shell_Menu_LogoutInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_menu_logout: ((inputs?: Shell_Menu_LogoutInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_LogoutInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Moderation" |
*
* @param {Shell_Menu_ModerationInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_menu_moderation: ((inputs?: Shell_Menu_ModerationInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_ModerationInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Shell_Menu_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_menu_profile: ((inputs?: Shell_Menu_ProfileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_ProfileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Shell_Menu_SettingsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_menu_settings: ((inputs?: Shell_Menu_SettingsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_SettingsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your events" |
*
* @param {Shell_Menu_Your_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_menu_your_events: ((inputs?: Shell_Menu_Your_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_Your_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your groups" |
*
* @param {Shell_Menu_Your_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_menu_your_groups: ((inputs?: Shell_Menu_Your_GroupsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_Your_GroupsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Could not reach Neighbourly. Check your connection." |
*
* @param {Shell_Network_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_network_error: ((inputs?: Shell_Network_ErrorInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Network_ErrorInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "No image selected" |
*
* @param {Shell_No_Image_SelectedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_no_image_selected: ((inputs?: Shell_No_Image_SelectedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_No_Image_SelectedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Ooops!" |
*
* @param {Shell_Not_Found_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_heading: ((inputs?: Shell_Not_Found_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This page does not exist!" |
*
* @param {Shell_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_text: ((inputs?: Shell_Not_Found_TextInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_TextInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Shell_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_title: ((inputs?: Shell_Not_Found_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You're offline" |
*
* @param {Shell_OfflineInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_offline: ((inputs?: Shell_OfflineInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_OfflineInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Needs a connection: you're offline." |
*
* @param {Shell_Offline_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_offline_needs_connection: ((inputs?: Shell_Offline_Needs_ConnectionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Offline_Needs_ConnectionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved for reading offline." |
*
* @param {Shell_Offline_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_offline_not_saved: ((inputs?: Shell_Offline_Not_SavedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Offline_Not_SavedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You're offline — showing what was saved at {time}" |
*
* @param {Shell_Offline_Saved_AtInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_offline_saved_at: ((inputs: Shell_Offline_Saved_AtInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Offline_Saved_AtInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your upcoming events" |
*
* @param {Shell_Offline_Your_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_offline_your_events: ((inputs?: Shell_Offline_Your_EventsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Offline_Your_EventsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "password" |
*
* @param {Shell_Password_FieldInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_password_field: ((inputs?: Shell_Password_FieldInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Password_FieldInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Shell_Place_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_place_none: ((inputs?: Shell_Place_NoneInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Place_NoneInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Metro Vancouver" |
*
* @param {Shell_Places_MetroInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_places_metro: ((inputs?: Shell_Places_MetroInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Places_MetroInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Vancouver neighbourhoods" |
*
* @param {Shell_Places_NeighbourhoodsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_places_neighbourhoods: ((inputs?: Shell_Places_NeighbourhoodsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Places_NeighbourhoodsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Private" |
*
* @param {Shell_Privacy_PrivateInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_privacy_private: ((inputs?: Shell_Privacy_PrivateInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Privacy_PrivateInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Public" |
*
* @param {Shell_Privacy_PublicInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_privacy_public: ((inputs?: Shell_Privacy_PublicInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Privacy_PublicInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reload the page" |
*
* @param {Shell_Reload_PageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_reload_page: ((inputs?: Shell_Reload_PageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Reload_PageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Remove selection" |
*
* @param {Shell_Remove_SelectionInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_remove_selection: ((inputs?: Shell_Remove_SelectionInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Remove_SelectionInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Request failed" |
*
* @param {Shell_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_request_failed: ((inputs?: Shell_Request_FailedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Request_FailedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Selected: {name}" |
*
* @param {Shell_Selected_FileInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_selected_file: ((inputs: Shell_Selected_FileInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Selected_FileInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Show {field}" |
*
* @param {Shell_Show_FieldInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_show_field: ((inputs: Shell_Show_FieldInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Show_FieldInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Shell_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_sign_in: ((inputs?: Shell_Sign_InInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Sign_InInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Shell_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_sign_up: ((inputs?: Shell_Sign_UpInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Sign_UpInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to main content" |
*
* @param {Shell_Skip_To_MainInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_main: ((inputs?: Shell_Skip_To_MainInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Skip_To_MainInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Switch to dark mode" |
*
* @param {Shell_Switch_To_DarkInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_switch_to_dark: ((inputs?: Shell_Switch_To_DarkInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Switch_To_DarkInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Switch to light mode" |
*
* @param {Shell_Switch_To_LightInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_switch_to_light: ((inputs?: Shell_Switch_To_LightInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Switch_To_LightInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Tags" |
*
* @param {Shell_TagsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_tags: ((inputs?: Shell_TagsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_TagsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Separate tags with commas, e.g. hiking, north shore, dogs" |
*
* @param {Shell_Tags_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_tags_hint: ((inputs?: Shell_Tags_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Tags_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Shell_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_try_again: ((inputs?: Shell_Try_AgainInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Try_AgainInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This page is only available to authenticated users" |
*
* @param {Shell_Unauthorized_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_unauthorized_heading: ((inputs?: Shell_Unauthorized_HeadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unauthorized_HeadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "SIGN IN" |
*
* @param {Shell_Unauthorized_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_unauthorized_sign_in: ((inputs?: Shell_Unauthorized_Sign_InInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unauthorized_Sign_InInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "SIGN UP" |
*
* @param {Shell_Unauthorized_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_unauthorized_sign_up: ((inputs?: Shell_Unauthorized_Sign_UpInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unauthorized_Sign_UpInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Create a free account or sign in to continue." |
*
* @param {Shell_Unauthorized_TextInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_unauthorized_text: ((inputs?: Shell_Unauthorized_TextInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unauthorized_TextInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in required" |
*
* @param {Shell_Unauthorized_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_unauthorized_title: ((inputs?: Shell_Unauthorized_TitleInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unauthorized_TitleInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "{label}, {count} unread" |
*
* @param {Shell_UnreadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_unread: ((inputs: Shell_UnreadInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_UnreadInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "New version available" |
*
* @param {Shell_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_update_ready: ((inputs?: Shell_Update_ReadyInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Update_ReadyInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Shell_Update_ReloadInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_update_reload: ((inputs?: Shell_Update_ReloadInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Update_ReloadInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Uploading" |
*
* @param {Shell_UploadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_uploading: ((inputs?: Shell_UploadingInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_UploadingInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Uploading cover image" |
*
* @param {Shell_Uploading_Cover_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const shell_uploading_cover_image: ((inputs?: Shell_Uploading_Cover_ImageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Uploading_Cover_ImageInputs, {
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
export type Auth_Account_SuspendedInputs = {
    email: NonNullable<unknown>;
};
export type Auth_AgreementInputs = {
    privacyPolicy: NonNullable<unknown>;
    termsOfService: NonNullable<unknown>;
};
export type Auth_Altcha_ErrorInputs = {};
export type Auth_Altcha_ExpiredInputs = {};
export type Auth_Altcha_LabelInputs = {};
export type Auth_Altcha_Link_LabelInputs = {};
export type Auth_Altcha_LoadingInputs = {};
export type Auth_Altcha_Protected_ByInputs = {
    link: NonNullable<unknown>;
};
export type Auth_Altcha_RequiredInputs = {};
export type Auth_Altcha_VerifiedInputs = {};
export type Auth_Altcha_VerifyingInputs = {};
export type Auth_Altcha_WaitInputs = {};
export type Auth_Captcha_LoadingInputs = {};
export type Auth_External_Sign_In_FailedInputs = {};
export type Auth_Generic_ErrorInputs = {};
export type Auth_Have_AccountInputs = {};
export type Auth_Hide_PasswordInputs = {};
export type Auth_Incorrect_CredentialsInputs = {};
export type Auth_Login_AvailableInputs = {};
export type Auth_Login_LabelInputs = {};
export type Auth_Login_RuleInputs = {};
export type Auth_No_AccountInputs = {};
export type Auth_Or_Sign_In_WithInputs = {};
export type Auth_Or_Sign_Up_WithInputs = {};
export type Auth_Password_HintInputs = {};
export type Auth_Password_LabelInputs = {};
export type Auth_Privacy_PolicyInputs = {};
export type Auth_Show_PasswordInputs = {};
export type Auth_Sign_InInputs = {};
export type Auth_Sign_In_ButtonInputs = {};
export type Auth_Sign_In_SubtitleInputs = {};
export type Auth_Sign_In_WithInputs = {
    provider: NonNullable<unknown>;
};
export type Auth_Sign_UpInputs = {};
export type Auth_Sign_Up_ButtonInputs = {};
export type Auth_Sign_Up_FailedInputs = {};
export type Auth_Sign_Up_NowInputs = {};
export type Auth_Sign_Up_SubtitleInputs = {};
export type Auth_Sign_Up_TitleInputs = {};
export type Auth_Sign_Up_WithInputs = {
    provider: NonNullable<unknown>;
};
export type Auth_Signed_InInputs = {};
export type Auth_Signed_UpInputs = {};
export type Auth_Terms_Of_ServiceInputs = {};
export type Auth_Too_Many_AttemptsInputs = {};
export type Common_Binding_EnglishInputs = {};
export type Common_LanguageInputs = {};
export type Common_Language_Account_HintInputs = {};
export type Common_Language_MenuInputs = {};
export type Common_Language_Not_SavedInputs = {};
export type Common_Language_SavedInputs = {
    language: NonNullable<unknown>;
};
export type Discovery_Clear_FiltersInputs = {};
export type Discovery_Clear_SearchInputs = {};
export type Discovery_Dates_FromInputs = {
    date: NonNullable<unknown>;
};
export type Discovery_Dates_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Discovery_Events_Document_TitleInputs = {
    search: NonNullable<unknown>;
};
export type Discovery_Events_EmptyInputs = {};
export type Discovery_Events_Empty_MineInputs = {};
export type Discovery_Events_Empty_VisitorInputs = {};
export type Discovery_Events_FoundInputs = {
    count: NonNullable<unknown>;
};
export type Discovery_Events_Load_FailedInputs = {};
export type Discovery_Events_LoadingInputs = {};
export type Discovery_Events_More_FailedInputs = {};
export type Discovery_Events_Nearby_ListInputs = {};
export type Discovery_Events_Nearby_TitleInputs = {};
export type Discovery_Events_No_MatchInputs = {
    search: NonNullable<unknown>;
};
export type Discovery_Events_None_FoundInputs = {};
export type Discovery_Events_Only_MineInputs = {};
export type Discovery_Events_PlaceholderInputs = {};
export type Discovery_Events_Show_MoreInputs = {};
export type Discovery_Filtered_EmptyInputs = {};
export type Discovery_Filters_A_NeighbourhoodInputs = {};
export type Discovery_Filters_Any_DistanceInputs = {};
export type Discovery_Filters_Any_FormatInputs = {};
export type Discovery_Filters_Any_TimeInputs = {};
export type Discovery_Filters_ButtonInputs = {};
export type Discovery_Filters_Button_CountInputs = {
    count: NonNullable<unknown>;
};
export type Discovery_Filters_CancelInputs = {};
export type Discovery_Filters_Choose_NeighbourhoodInputs = {};
export type Discovery_Filters_Clear_AllInputs = {};
export type Discovery_Filters_DistanceInputs = {};
export type Discovery_Filters_Events_TitleInputs = {};
export type Discovery_Filters_Finding_LocationInputs = {};
export type Discovery_Filters_First_DayInputs = {};
export type Discovery_Filters_FormatInputs = {};
export type Discovery_Filters_Groups_TitleInputs = {};
export type Discovery_Filters_Home_Not_SetInputs = {};
export type Discovery_Filters_How_FarInputs = {};
export type Discovery_Filters_Hybrid_HintInputs = {};
export type Discovery_Filters_Last_DayInputs = {};
export type Discovery_Filters_Location_FoundInputs = {};
export type Discovery_Filters_Map_AreaInputs = {};
export type Discovery_Filters_Measured_FromInputs = {};
export type Discovery_Filters_My_LocationInputs = {};
export type Discovery_Filters_My_NeighbourhoodInputs = {};
export type Discovery_Filters_My_Neighbourhood_NamedInputs = {
    place: NonNullable<unknown>;
};
export type Discovery_Filters_NeighbourhoodInputs = {};
export type Discovery_Filters_Pick_DatesInputs = {};
export type Discovery_Filters_Set_Home_In_SettingsInputs = {};
export type Discovery_Filters_Show_EventsInputs = {};
export type Discovery_Filters_Show_GroupsInputs = {};
export type Discovery_Filters_WhenInputs = {};
export type Discovery_Filters_Within_KmInputs = {
    km: NonNullable<unknown>;
};
export type Discovery_Format_In_PersonInputs = {};
export type Discovery_Format_OnlineInputs = {};
export type Discovery_Groups_Document_TitleInputs = {
    search: NonNullable<unknown>;
};
export type Discovery_Groups_EmptyInputs = {};
export type Discovery_Groups_Empty_MineInputs = {};
export type Discovery_Groups_Empty_VisitorInputs = {};
export type Discovery_Groups_FoundInputs = {
    count: NonNullable<unknown>;
};
export type Discovery_Groups_Load_FailedInputs = {};
export type Discovery_Groups_LoadingInputs = {};
export type Discovery_Groups_More_FailedInputs = {};
export type Discovery_Groups_Nearby_ListInputs = {};
export type Discovery_Groups_Nearby_TitleInputs = {};
export type Discovery_Groups_No_MatchInputs = {
    search: NonNullable<unknown>;
};
export type Discovery_Groups_None_FoundInputs = {};
export type Discovery_Groups_Only_MineInputs = {};
export type Discovery_Groups_PlaceholderInputs = {};
export type Discovery_Groups_Show_MoreInputs = {};
export type Discovery_Home_MissingInputs = {};
export type Discovery_Home_Missing_Settings_LinkInputs = {};
export type Discovery_Home_Missing_VisitorInputs = {};
export type Discovery_Km_AwayInputs = {
    distance: NonNullable<unknown>;
};
export type Discovery_Location_DeniedInputs = {};
export type Discovery_Location_FailedInputs = {};
export type Discovery_Location_UnsupportedInputs = {};
export type Discovery_Map_CloseInputs = {};
export type Discovery_Map_Event_CardInputs = {
    name: NonNullable<unknown>;
};
export type Discovery_Map_Events_ShownInputs = {
    count: NonNullable<unknown>;
};
export type Discovery_Map_LabelInputs = {};
export type Discovery_Map_LoadingInputs = {};
export type Discovery_Map_Not_ShownInputs = {
    count: NonNullable<unknown>;
};
export type Discovery_Map_Search_AreaInputs = {};
export type Discovery_Problem_Dates_OrderInputs = {};
export type Discovery_Problem_Dates_Too_LongInputs = {};
export type Discovery_Problem_No_DatesInputs = {};
export type Discovery_Problem_No_HomeInputs = {};
export type Discovery_Problem_No_LocationInputs = {};
export type Discovery_Problem_No_OriginInputs = {};
export type Discovery_Problem_No_PlaceInputs = {};
export type Discovery_Search_EventsInputs = {};
export type Discovery_Search_Events_SubtitleInputs = {};
export type Discovery_Search_GroupsInputs = {};
export type Discovery_Search_Groups_SubtitleInputs = {};
export type Discovery_Try_AgainInputs = {};
export type Discovery_View_LabelInputs = {};
export type Discovery_View_ListInputs = {};
export type Discovery_View_MapInputs = {};
export type Discovery_When_Next_WeekInputs = {};
export type Discovery_When_This_WeekInputs = {};
export type Discovery_When_TodayInputs = {};
export type Discovery_When_TomorrowInputs = {};
export type Discovery_When_WeekendInputs = {};
export type Discovery_Within_Km_Of_A_NeighbourhoodInputs = {
    km: NonNullable<unknown>;
};
export type Discovery_Within_Km_Of_Map_AreaInputs = {
    km: NonNullable<unknown>;
};
export type Discovery_Within_Km_Of_My_LocationInputs = {
    km: NonNullable<unknown>;
};
export type Discovery_Within_Km_Of_My_NeighbourhoodInputs = {
    km: NonNullable<unknown>;
};
export type Discovery_Within_Km_Of_PlaceInputs = {
    km: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Events_Add_A_CommentInputs = {};
export type Events_Add_CommentInputs = {};
export type Events_Add_CountInputs = {};
export type Events_Add_PinInputs = {};
export type Events_Add_To_CalendarInputs = {};
export type Events_AddressInputs = {};
export type Events_Address_HintInputs = {};
export type Events_Address_MatchesInputs = {};
export type Events_Address_Search_DownInputs = {};
export type Events_After_CountInputs = {};
export type Events_Attend_EventInputs = {};
export type Events_Attendees_LimitInputs = {
    limit: NonNullable<unknown>;
};
export type Events_Attendees_Limit_UnlimitedInputs = {};
export type Events_Attending_NoteInputs = {};
export type Events_Back_ToInputs = {
    group: NonNullable<unknown>;
};
export type Events_Browse_FilesInputs = {};
export type Events_CancelInputs = {};
export type Events_CancelledInputs = {};
export type Events_Cannot_CommentInputs = {};
export type Events_Centre_OnInputs = {};
export type Events_Changed_BothInputs = {
    time: NonNullable<unknown>;
    location: NonNullable<unknown>;
};
export type Events_Changed_PlaceInputs = {
    location: NonNullable<unknown>;
};
export type Events_Changed_TimeInputs = {
    time: NonNullable<unknown>;
};
export type Events_Choose_Another_FileInputs = {};
export type Events_Choose_CoverInputs = {};
export type Events_Choose_ImageInputs = {};
export type Events_Choose_PlaceInputs = {};
export type Events_Comment_From_FediverseInputs = {};
export type Events_Comment_HintInputs = {};
export type Events_Comment_LabelInputs = {};
export type Events_Comment_OptionsInputs = {};
export type Events_Comments_Load_FailedInputs = {};
export type Events_Copy_SubtitleInputs = {
    name: NonNullable<unknown>;
};
export type Events_Count_HintInputs = {
    max: NonNullable<unknown>;
};
export type Events_Cover_AltInputs = {
    name: NonNullable<unknown>;
};
export type Events_Cover_FileInputs = {};
export type Events_Cover_Preview_AltInputs = {};
export type Events_Cover_RepeatsInputs = {};
export type Events_Create_AnotherInputs = {};
export type Events_Create_EventInputs = {};
export type Events_Create_TitleInputs = {
    group: NonNullable<unknown>;
};
export type Events_Current_Cover_AltInputs = {};
export type Events_Current_Cover_StaysInputs = {};
export type Events_Dates_To_AddInputs = {};
export type Events_Delete_CommentInputs = {};
export type Events_Delete_Comment_QuestionInputs = {};
export type Events_Delete_EventInputs = {};
export type Events_Delete_QuestionInputs = {};
export type Events_Delete_WhichInputs = {};
export type Events_Description_HintInputs = {};
export type Events_Description_LabelInputs = {};
export type Events_Details_For_Group_MembersInputs = {};
export type Events_Details_For_MembersInputs = {
    group: NonNullable<unknown>;
};
export type Events_DirectionsInputs = {};
export type Events_Directions_New_TabInputs = {};
export type Events_Doc_TitleInputs = {};
export type Events_Does_Not_RepeatInputs = {};
export type Events_Download_CsvInputs = {};
export type Events_DuplicateInputs = {};
export type Events_Edit_CommentInputs = {};
export type Events_Edit_Doc_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Events_Edit_EventInputs = {};
export type Events_Edit_RecurringInputs = {};
export type Events_Edit_Your_CommentInputs = {};
export type Events_EditedInputs = {};
export type Events_Edited_AtInputs = {
    time: NonNullable<unknown>;
};
export type Events_End_LabelInputs = {};
export type Events_EndedInputs = {};
export type Events_Ended_NoteInputs = {};
export type Events_EndsInputs = {};
export type Events_ExploreInputs = {};
export type Events_Faces_LabelInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Events_Faces_Label_MoreInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
    more: NonNullable<unknown>;
};
export type Events_FormatInputs = {};
export type Events_Format_Fact_HybridInputs = {};
export type Events_Format_Fact_OnlineInputs = {};
export type Events_Format_Hint_HybridInputs = {};
export type Events_Format_Hint_In_PersonInputs = {};
export type Events_Format_Hint_OnlineInputs = {};
export type Events_Format_HybridInputs = {};
export type Events_Format_In_PersonInputs = {};
export type Events_Format_OnlineInputs = {};
export type Events_Frequency_BiweeklyInputs = {};
export type Events_Frequency_MonthlyInputs = {};
export type Events_Frequency_WeeklyInputs = {};
export type Events_Full_NoteInputs = {};
export type Events_Go_To_EventInputs = {};
export type Events_Go_To_GroupInputs = {};
export type Events_Group_Owner_SuffixInputs = {
    name: NonNullable<unknown>;
};
export type Events_Hand_Over_ButtonInputs = {};
export type Events_Hand_Over_ConfirmInputs = {};
export type Events_Hand_Over_TitleInputs = {};
export type Events_Host_ToolsInputs = {};
export type Events_Hosted_ByInputs = {
    name: NonNullable<unknown>;
};
export type Events_Hosted_By_AskInputs = {
    name: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Events_Hosted_By_MoreInputs = {
    count: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Events_Hosts_Load_FailedInputs = {};
export type Events_Import_ButtonInputs = {};
export type Events_Import_Form_LabelInputs = {};
export type Events_Import_HintInputs = {};
export type Events_Import_Url_LabelInputs = {};
export type Events_Join_Group_And_AttendInputs = {};
export type Events_Join_Group_And_WaitlistInputs = {};
export type Events_Join_OnlineInputs = {};
export type Events_Join_To_SeeInputs = {};
export type Events_Join_WaitlistInputs = {};
export type Events_Last_DateInputs = {};
export type Events_Leave_EventInputs = {};
export type Events_Leave_Group_Gives_UpInputs = {
    count: NonNullable<unknown>;
};
export type Events_Leave_Group_QuestionInputs = {};
export type Events_Leave_WaitlistInputs = {};
export type Events_Link_For_GoingInputs = {};
export type Events_Loading_CommentsInputs = {};
export type Events_Loading_EventInputs = {};
export type Events_Loading_GroupInputs = {};
export type Events_Loading_HostsInputs = {};
export type Events_Loading_MapInputs = {};
export type Events_Loading_ParticipantsInputs = {};
export type Events_Loading_PastInputs = {};
export type Events_Loading_TabInputs = {};
export type Events_Loading_UpcomingInputs = {};
export type Events_Loading_YoursInputs = {};
export type Events_Local_Time_HintInputs = {
    time: NonNullable<unknown>;
};
export type Events_LocationInputs = {};
export type Events_Location_Hint_HybridInputs = {};
export type Events_Location_Hint_In_PersonInputs = {};
export type Events_Location_Hint_OnlineInputs = {};
export type Events_Map_New_TabInputs = {};
export type Events_Map_OfInputs = {
    name: NonNullable<unknown>;
};
export type Events_Meeting_LinkInputs = {};
export type Events_Meeting_Link_HintInputs = {};
export type Events_Meeting_Link_New_TabInputs = {};
export type Events_More_Count_HintInputs = {
    max: NonNullable<unknown>;
};
export type Events_More_DatesInputs = {};
export type Events_More_Dates_HintInputs = {
    count: NonNullable<unknown>;
    rule: NonNullable<unknown>;
};
export type Events_More_Until_HintInputs = {};
export type Events_Move_PinInputs = {};
export type Events_My_EventsInputs = {};
export type Events_My_Events_CountInputs = {
    count: NonNullable<unknown>;
};
export type Events_Names_SeparatorInputs = {};
export type Events_New_Last_DateInputs = {};
export type Events_No_Address_MatchesInputs = {};
export type Events_No_CommentsInputs = {};
export type Events_No_ImageInputs = {};
export type Events_No_Link_ManageInputs = {};
export type Events_No_Link_YetInputs = {};
export type Events_No_More_DatesInputs = {};
export type Events_No_Other_HostInputs = {};
export type Events_No_ParticipantsInputs = {};
export type Events_Not_A_Host_BodyInputs = {
    group: NonNullable<unknown>;
    owner: NonNullable<unknown>;
};
export type Events_Not_A_Host_TitleInputs = {};
export type Events_Not_AttendingInputs = {};
export type Events_Number_Of_EventsInputs = {};
export type Events_On_DateInputs = {};
export type Events_Only_Host_Can_EditInputs = {};
export type Events_Opens_New_TabInputs = {};
export type Events_OptionsInputs = {};
export type Events_Owner_Will_AnswerInputs = {};
export type Events_Participants_LimitInputs = {};
export type Events_Participants_Limit_HintInputs = {};
export type Events_Participants_Load_FailedInputs = {};
export type Events_Participants_OfInputs = {
    name: NonNullable<unknown>;
};
export type Events_PastInputs = {};
export type Events_Past_Load_FailedInputs = {};
export type Events_Picker_Map_LabelInputs = {};
export type Events_Pin_AltInputs = {};
export type Events_Pin_CentreInputs = {};
export type Events_Pin_Drag_TitleInputs = {};
export type Events_Pin_Field_HintInputs = {};
export type Events_Pin_Field_LabelInputs = {};
export type Events_Pin_HintInputs = {};
export type Events_Pin_NearInputs = {
    place: NonNullable<unknown>;
    point: NonNullable<unknown>;
};
export type Events_Pin_OfInputs = {
    name: NonNullable<unknown>;
};
export type Events_Pin_On_MapInputs = {};
export type Events_Pin_ReadoutInputs = {
    pin: NonNullable<unknown>;
};
export type Events_Privacy_Hint_PrivateInputs = {};
export type Events_Privacy_Hint_PublicInputs = {};
export type Events_Privacy_LabelInputs = {};
export type Events_Private_Group_EventsInputs = {};
export type Events_Private_Group_NoteInputs = {};
export type Events_ReadyInputs = {};
export type Events_RemoveInputs = {};
export type Events_Remove_CoverInputs = {};
export type Events_Remove_Cover_FromInputs = {};
export type Events_Remove_Cover_From_LabelInputs = {};
export type Events_Remove_Cover_OneInputs = {};
export type Events_Remove_Cover_SeriesInputs = {};
export type Events_Remove_PinInputs = {};
export type Events_Repeat_BiweeklyInputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeat_Monthly_1Inputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeat_Monthly_2Inputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeat_Monthly_3Inputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeat_Monthly_4Inputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeat_Monthly_LastInputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeat_WeeklyInputs = {
    weekday: NonNullable<unknown>;
};
export type Events_RepeatsInputs = {};
export type Events_Repeats_BiweeklyInputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeats_Monthly_1Inputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeats_Monthly_2Inputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeats_Monthly_3Inputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeats_Monthly_4Inputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeats_Monthly_LastInputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Repeats_WeeklyInputs = {
    weekday: NonNullable<unknown>;
};
export type Events_Request_To_Join_To_AttendInputs = {};
export type Events_Requested_MembershipInputs = {};
export type Events_Required_NoteInputs = {};
export type Events_SaveInputs = {};
export type Events_Save_Changes_ToInputs = {};
export type Events_Save_WhichInputs = {};
export type Events_Scope_FollowingInputs = {};
export type Events_Scope_SeriesInputs = {};
export type Events_Scope_ThisInputs = {};
export type Events_SearchingInputs = {};
export type Events_SectionsInputs = {};
export type Events_See_Other_EventsInputs = {};
export type Events_Selected_FileInputs = {
    name: NonNullable<unknown>;
};
export type Events_Series_DatesInputs = {};
export type Events_Series_SummaryInputs = {
    count: NonNullable<unknown>;
    frequency: NonNullable<unknown>;
};
export type Events_Show_All_DatesInputs = {
    total: NonNullable<unknown>;
};
export type Events_Show_MoreInputs = {};
export type Events_Sign_In_Join_To_SeeInputs = {};
export type Events_Sign_In_To_AttendInputs = {};
export type Events_Start_LabelInputs = {};
export type Events_Tab_AboutInputs = {};
export type Events_Tab_CommentsInputs = {};
export type Events_Tab_ParticipantsInputs = {};
export type Events_Title_HintInputs = {};
export type Events_Title_LabelInputs = {};
export type Events_Toast_Attend_FailedInputs = {};
export type Events_Toast_Attend_Failed_Not_MemberInputs = {};
export type Events_Toast_AttendingInputs = {};
export type Events_Toast_Comment_AddedInputs = {};
export type Events_Toast_Comment_Delete_FailedInputs = {};
export type Events_Toast_Comment_DeletedInputs = {};
export type Events_Toast_Comment_FailedInputs = {};
export type Events_Toast_Comment_Update_FailedInputs = {};
export type Events_Toast_Comment_UpdatedInputs = {};
export type Events_Toast_Cover_Delete_FailedInputs = {};
export type Events_Toast_Cover_DeletedInputs = {};
export type Events_Toast_Cover_Upload_FailedInputs = {};
export type Events_Toast_Cover_UploadedInputs = {};
export type Events_Toast_Create_FailedInputs = {};
export type Events_Toast_CreatedInputs = {};
export type Events_Toast_Delete_FailedInputs = {};
export type Events_Toast_DeletedInputs = {};
export type Events_Toast_Hand_Over_FailedInputs = {};
export type Events_Toast_Handed_OverInputs = {
    name: NonNullable<unknown>;
};
export type Events_Toast_Import_FailedInputs = {};
export type Events_Toast_Join_Group_FailedInputs = {};
export type Events_Toast_Joined_GroupInputs = {};
export type Events_Toast_Leave_Event_FailedInputs = {};
export type Events_Toast_Left_EventInputs = {};
export type Events_Toast_Membership_Request_FailedInputs = {};
export type Events_Toast_Membership_RequestedInputs = {};
export type Events_Toast_Update_FailedInputs = {};
export type Events_Toast_UpdatedInputs = {};
export type Events_Toast_WaitlistedInputs = {};
export type Events_Until_HintInputs = {};
export type Events_Until_LaterInputs = {};
export type Events_UpcomingInputs = {};
export type Events_Upcoming_Load_FailedInputs = {};
export type Events_Update_EventInputs = {};
export type Events_Upload_CoverInputs = {};
export type Events_Uploaded_On_SaveInputs = {
    rule: NonNullable<unknown>;
};
export type Events_Use_Cover_ForInputs = {};
export type Events_Use_This_ImageInputs = {};
export type Events_Use_This_PinInputs = {};
export type Events_Waitlist_Order_NoteInputs = {};
export type Events_Waitlist_PlaceInputs = {
    position: NonNullable<unknown>;
    ordinal: NonNullable<unknown>;
};
export type Events_Waitlisted_NoteInputs = {};
export type Events_WhereInputs = {};
export type Events_Who_Will_HostInputs = {
    name: NonNullable<unknown>;
};
export type Events_Your_EventsInputs = {};
export type Events_Your_Local_TimeInputs = {};
export type Events_Yours_Load_FailedInputs = {};
export type Feeds_Csv_NameInputs = {};
export type Feeds_Csv_RoleInputs = {};
export type Feeds_Csv_Rsvp_TimeInputs = {
    zone: NonNullable<unknown>;
};
export type Feeds_Date_At_TimeInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Feeds_Export_BlockedInputs = {};
export type Feeds_Export_CommentsInputs = {};
export type Feeds_Export_Conversation_WithInputs = {
    name: NonNullable<unknown>;
};
export type Feeds_Export_EmailInputs = {};
export type Feeds_Export_EventsInputs = {};
export type Feeds_Export_GroupsInputs = {};
export type Feeds_Export_HiddenInputs = {};
export type Feeds_Export_IntroInputs = {
    site: NonNullable<unknown>;
    name: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Feeds_Export_Member_SinceInputs = {};
export type Feeds_Export_MessagesInputs = {};
export type Feeds_Export_NothingInputs = {};
export type Feeds_Export_NotificationsInputs = {};
export type Feeds_Export_PicturesInputs = {};
export type Feeds_Export_PlaceInputs = {};
export type Feeds_Export_ProfileInputs = {};
export type Feeds_Export_RequestsInputs = {};
export type Feeds_Export_TitleInputs = {
    site: NonNullable<unknown>;
};
export type Feeds_Export_YouInputs = {};
export type Feeds_Group_Calendar_DescriptionInputs = {
    group: NonNullable<unknown>;
};
export type Feeds_Group_Feed_CopyrightInputs = {
    group: NonNullable<unknown>;
};
export type Feeds_Group_Feed_TitleInputs = {
    group: NonNullable<unknown>;
};
export type Feeds_Join_OnlineInputs = {
    url: NonNullable<unknown>;
};
export type Feeds_My_Events_CalendarInputs = {};
export type Feeds_My_Events_DescriptionInputs = {};
export type Feeds_Waitlist_SummaryInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Account_NeededInputs = {
    link: NonNullable<unknown>;
};
export type Groups_Approve_RequestInputs = {};
export type Groups_Asked_To_Join_OnInputs = {
    date: NonNullable<unknown>;
};
export type Groups_Ban_ConfirmInputs = {};
export type Groups_Ban_MessageInputs = {
    name: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Groups_Ban_Reason_HintInputs = {
    length: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Groups_Ban_Reason_LabelInputs = {};
export type Groups_Ban_Reason_PrefixInputs = {};
export type Groups_Ban_TitleInputs = {};
export type Groups_Banned_Cannot_JoinInputs = {};
export type Groups_Banned_EmptyInputs = {};
export type Groups_Banned_List_LabelInputs = {
    group: NonNullable<unknown>;
};
export type Groups_Banned_Load_FailedInputs = {};
export type Groups_Banned_OnInputs = {
    date: NonNullable<unknown>;
};
export type Groups_Banned_On_ByInputs = {
    date: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Groups_Calendar_CopyInputs = {};
export type Groups_Calendar_DownloadInputs = {};
export type Groups_Calendar_Download_NoteInputs = {};
export type Groups_Calendar_OpenInputs = {};
export type Groups_Calendar_SubscribeInputs = {};
export type Groups_Cover_AltInputs = {
    group: NonNullable<unknown>;
};
export type Groups_Cover_ChangeInputs = {};
export type Groups_Cover_Current_AltInputs = {};
export type Groups_Cover_DeleteInputs = {};
export type Groups_Cover_Delete_ConfirmInputs = {};
export type Groups_Cover_Delete_QuestionInputs = {};
export type Groups_Cover_File_LabelInputs = {};
export type Groups_Cover_Preview_AltInputs = {};
export type Groups_Cover_UploadInputs = {};
export type Groups_Cover_Uploaded_On_SaveInputs = {};
export type Groups_Create_A_GroupInputs = {};
export type Groups_Create_ButtonInputs = {};
export type Groups_Create_EventInputs = {};
export type Groups_Create_Free_AccountInputs = {};
export type Groups_Create_Or_ImportInputs = {};
export type Groups_Decline_And_BanInputs = {};
export type Groups_Decline_And_Ban_QuestionInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Delete_GroupInputs = {};
export type Groups_Delete_QuestionInputs = {};
export type Groups_Description_HintInputs = {};
export type Groups_Distance_KmInputs = {
    distance: NonNullable<unknown>;
};
export type Groups_Document_Title_GroupInputs = {};
export type Groups_Edit_Description_HintInputs = {};
export type Groups_Edit_Form_LabelInputs = {};
export type Groups_Fediverse_Address_CopiedInputs = {};
export type Groups_Fediverse_Copy_AddressInputs = {};
export type Groups_Fediverse_Copy_FailedInputs = {};
export type Groups_Fediverse_Followers_CountInputs = {
    count: NonNullable<unknown>;
};
export type Groups_Fediverse_IntroInputs = {};
export type Groups_Fediverse_TitleInputs = {};
export type Groups_Field_DescriptionInputs = {};
export type Groups_Field_HandleInputs = {};
export type Groups_Field_IdInputs = {};
export type Groups_Field_NameInputs = {};
export type Groups_Field_PrivacyInputs = {};
export type Groups_Follow_Account_LabelInputs = {};
export type Groups_Follow_ButtonInputs = {};
export type Groups_Follow_Form_LabelInputs = {};
export type Groups_Followers_EmptyInputs = {};
export type Groups_Followers_List_LabelInputs = {
    group: NonNullable<unknown>;
};
export type Groups_Followers_Load_FailedInputs = {};
export type Groups_Followers_SinceInputs = {
    date: NonNullable<unknown>;
};
export type Groups_Free_GroupsInputs = {
    count: NonNullable<unknown>;
};
export type Groups_Go_To_GroupInputs = {};
export type Groups_Handle_HintInputs = {};
export type Groups_Handle_Hint_PrivateInputs = {};
export type Groups_Handle_PreviewInputs = {
    address: NonNullable<unknown>;
};
export type Groups_Handover_MessageInputs = {
    name: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Groups_Handover_TitleInputs = {};
export type Groups_Help_PageInputs = {};
export type Groups_Hero_EyebrowInputs = {};
export type Groups_Hero_Get_StartedInputs = {};
export type Groups_Hero_Sign_InInputs = {};
export type Groups_Hero_TextInputs = {
    free: NonNullable<unknown>;
};
export type Groups_Hero_TitleInputs = {};
export type Groups_Home_Place_HintInputs = {};
export type Groups_Home_Place_LabelInputs = {};
export type Groups_Home_Place_NoneInputs = {};
export type Groups_Id_AvailableInputs = {
    address: NonNullable<unknown>;
};
export type Groups_Id_HintInputs = {};
export type Groups_Import_ButtonInputs = {};
export type Groups_Import_FetchingInputs = {
    button: NonNullable<unknown>;
};
export type Groups_Import_Form_LabelInputs = {};
export type Groups_Import_HintInputs = {};
export type Groups_Import_Hint_DefaultInputs = {};
export type Groups_Import_OrInputs = {};
export type Groups_Import_Url_LabelInputs = {};
export type Groups_Join_GroupInputs = {};
export type Groups_Leave_GroupInputs = {};
export type Groups_Lift_BanInputs = {};
export type Groups_Loading_BannedInputs = {};
export type Groups_Loading_FollowersInputs = {};
export type Groups_Loading_GroupInputs = {};
export type Groups_Loading_MembersInputs = {};
export type Groups_Loading_RequestsInputs = {};
export type Groups_Loading_TabInputs = {};
export type Groups_Loading_Your_GroupsInputs = {};
export type Groups_Main_PageInputs = {};
export type Groups_Make_Event_HostInputs = {};
export type Groups_Make_OwnerInputs = {};
export type Groups_Manage_GroupInputs = {};
export type Groups_Manage_Group_OfInputs = {
    group: NonNullable<unknown>;
};
export type Groups_Member_ActionsInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Members_EmptyInputs = {};
export type Groups_Members_List_LabelInputs = {
    group: NonNullable<unknown>;
};
export type Groups_Members_Load_FailedInputs = {};
export type Groups_More_Groups_NoteInputs = {
    free: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Groups_My_GroupsInputs = {};
export type Groups_My_Groups_CountInputs = {
    count: NonNullable<unknown>;
};
export type Groups_My_Groups_EmptyInputs = {
    link: NonNullable<unknown>;
};
export type Groups_Name_HintInputs = {};
export type Groups_Not_Owner_TextInputs = {
    group: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Groups_Not_Owner_TitleInputs = {};
export type Groups_OptionsInputs = {};
export type Groups_Organized_ByInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Past_EmptyInputs = {};
export type Groups_Privacy_Hint_PrivateInputs = {};
export type Groups_Privacy_Hint_PublicInputs = {};
export type Groups_Reject_QuestionInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Reject_RequestInputs = {};
export type Groups_Remove_ConfirmInputs = {};
export type Groups_Remove_Event_HostInputs = {};
export type Groups_Remove_FollowerInputs = {};
export type Groups_Remove_Follower_QuestionInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Remove_MessageInputs = {
    name: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Groups_Remove_TitleInputs = {};
export type Groups_Request_To_JoinInputs = {};
export type Groups_Requested_MembershipInputs = {};
export type Groups_Requests_EmptyInputs = {};
export type Groups_Requests_List_LabelInputs = {};
export type Groups_Requests_Load_FailedInputs = {};
export type Groups_Requests_PendingInputs = {
    count: NonNullable<unknown>;
};
export type Groups_Required_NoteInputs = {};
export type Groups_Role_HostInputs = {};
export type Groups_Role_MemberInputs = {};
export type Groups_Role_OwnerInputs = {};
export type Groups_Save_ChangesInputs = {};
export type Groups_Show_MoreInputs = {};
export type Groups_Show_More_MembersInputs = {};
export type Groups_Sign_In_To_JoinInputs = {};
export type Groups_Tab_AboutInputs = {};
export type Groups_Tab_BannedInputs = {};
export type Groups_Tab_FediverseInputs = {};
export type Groups_Tab_MembersInputs = {};
export type Groups_Tab_PastInputs = {};
export type Groups_Tab_RequestsInputs = {};
export type Groups_Tab_UpcomingInputs = {};
export type Groups_Tabs_LabelInputs = {};
export type Groups_Toast_Ban_FailedInputs = {};
export type Groups_Toast_Ban_LiftedInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Toast_Change_Role_FailedInputs = {};
export type Groups_Toast_Cover_Delete_FailedInputs = {};
export type Groups_Toast_Cover_DeletedInputs = {};
export type Groups_Toast_Cover_Upload_FailedInputs = {};
export type Groups_Toast_Cover_UploadedInputs = {};
export type Groups_Toast_Create_FailedInputs = {};
export type Groups_Toast_CreatedInputs = {};
export type Groups_Toast_Delete_FailedInputs = {};
export type Groups_Toast_DeletedInputs = {};
export type Groups_Toast_Follow_FailedInputs = {};
export type Groups_Toast_Follower_RemovedInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Toast_Hand_Over_FailedInputs = {};
export type Groups_Toast_Handed_OverInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Toast_Import_FailedInputs = {};
export type Groups_Toast_Import_UnreachableInputs = {};
export type Groups_Toast_ImportedInputs = {};
export type Groups_Toast_Join_FailedInputs = {};
export type Groups_Toast_JoinedInputs = {};
export type Groups_Toast_Leave_FailedInputs = {};
export type Groups_Toast_LeftInputs = {};
export type Groups_Toast_Lift_Ban_FailedInputs = {};
export type Groups_Toast_Limit_ExceededInputs = {};
export type Groups_Toast_Made_HostInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Toast_Member_BannedInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Toast_Member_RemovedInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Toast_Membership_Request_FailedInputs = {};
export type Groups_Toast_Membership_RequestedInputs = {};
export type Groups_Toast_Remove_Follower_FailedInputs = {};
export type Groups_Toast_Remove_Member_FailedInputs = {};
export type Groups_Toast_Request_ApprovedInputs = {};
export type Groups_Toast_Request_Handling_FailedInputs = {};
export type Groups_Toast_Request_RejectedInputs = {};
export type Groups_Toast_Request_WithdrawnInputs = {};
export type Groups_Toast_Unmade_HostInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Toast_Update_FailedInputs = {};
export type Groups_Toast_UpdatedInputs = {};
export type Groups_Toast_Withdraw_FailedInputs = {};
export type Groups_Upcoming_EmptyInputs = {};
export type Groups_Withdraw_RequestInputs = {};
export type Groups_Your_Groups_LabelInputs = {};
export type Groups_Your_Groups_Load_FailedInputs = {};
export type Home_Bubble_Book_ClubInputs = {};
export type Home_Bubble_CoffeeInputs = {};
export type Home_Bubble_Dog_WalksInputs = {};
export type Home_Bubble_GardeningInputs = {};
export type Home_Bubble_HikingInputs = {};
export type Home_Bubble_Jam_NightsInputs = {};
export type Home_Bubble_RunningInputs = {};
export type Home_Bubble_SketchingInputs = {};
export type Home_Create_AccountInputs = {};
export type Home_Create_Own_GroupInputs = {};
export type Home_Events_SubtitleInputs = {};
export type Home_Explore_EventsInputs = {};
export type Home_Explore_GroupsInputs = {};
export type Home_Find_People_TextInputs = {
    count: NonNullable<unknown>;
};
export type Home_Find_People_TitleInputs = {};
export type Home_First_Event_TextInputs = {};
export type Home_First_Event_TitleInputs = {};
export type Home_Groups_SubtitleInputs = {};
export type Home_Have_AccountInputs = {};
export type Home_Hero_ActionInputs = {};
export type Home_Hero_EyebrowInputs = {};
export type Home_Hero_TextInputs = {};
export type Home_Hero_TitleInputs = {};
export type Home_My_EventsInputs = {};
export type Home_My_GroupsInputs = {};
export type Home_New_TextInputs = {};
export type Home_New_TitleInputs = {};
export type Home_Welcome_BackInputs = {
    name: NonNullable<unknown>;
};
export type Home_Welcome_TextInputs = {};
export type Labels_Attendance_With_WaitlistInputs = {
    taken: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Labels_Event_Privacy_PrivateInputs = {};
export type Labels_Event_Privacy_PublicInputs = {};
export type Labels_Going_CountInputs = {
    count: NonNullable<unknown>;
};
export type Labels_Group_Privacy_PrivateInputs = {};
export type Labels_Group_Privacy_PublicInputs = {};
export type Labels_Hidden_By_ModeratorsInputs = {};
export type Labels_Location_SeparatorInputs = {};
export type Labels_Members_CountInputs = {
    count: NonNullable<unknown>;
};
export type Labels_No_One_GoingInputs = {};
export type Labels_Participant_Role_HostInputs = {};
export type Labels_Participant_Role_ParticipantInputs = {};
export type Labels_Participant_Role_WaitlistedInputs = {};
export type Labels_Places_TakenInputs = {
    taken: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Labels_Waiting_For_ReviewInputs = {};
export type Legal_ContentsInputs = {};
export type Legal_Cookies_Auth_Store_DurationInputs = {};
export type Legal_Cookies_Auth_Store_PurposeInputs = {};
export type Legal_Cookies_Changes_HeadingInputs = {};
export type Legal_Cookies_Changes_P1Inputs = {
    helpLink: NonNullable<unknown>;
    privacyLink: NonNullable<unknown>;
};
export type Legal_Cookies_Color_Scheme_PurposeInputs = {};
export type Legal_Cookies_Column_DurationInputs = {};
export type Legal_Cookies_Column_NameInputs = {};
export type Legal_Cookies_Column_PurposeInputs = {};
export type Legal_Cookies_Column_TypeInputs = {};
export type Legal_Cookies_Control_HeadingInputs = {};
export type Legal_Cookies_Control_P1Inputs = {
    session: NonNullable<unknown>;
    xsrf: NonNullable<unknown>;
};
export type Legal_Cookies_IntroInputs = {};
export type Legal_Cookies_Kind_CookieInputs = {};
export type Legal_Cookies_Kind_Cookie_Http_OnlyInputs = {};
export type Legal_Cookies_Kind_Local_StorageInputs = {};
export type Legal_Cookies_Kind_Session_StorageInputs = {};
export type Legal_Cookies_List_HeadingInputs = {};
export type Legal_Cookies_List_P1Inputs = {
    authStore: NonNullable<unknown>;
    session: NonNullable<unknown>;
    legacySession: NonNullable<unknown>;
};
export type Legal_Cookies_Locale_PurposeInputs = {};
export type Legal_Cookies_Necessary_HeadingInputs = {};
export type Legal_Cookies_Necessary_NotInputs = {};
export type Legal_Cookies_Necessary_P1Inputs = {
    not: NonNullable<unknown>;
};
export type Legal_Cookies_Necessary_P2Inputs = {};
export type Legal_Cookies_One_YearInputs = {};
export type Legal_Cookies_Reload_DurationInputs = {};
export type Legal_Cookies_Reload_PurposeInputs = {};
export type Legal_Cookies_Session_DurationInputs = {};
export type Legal_Cookies_Session_PurposeInputs = {};
export type Legal_Cookies_Table_LabelInputs = {};
export type Legal_Cookies_Theme_DurationInputs = {};
export type Legal_Cookies_Theme_PurposeInputs = {};
export type Legal_Cookies_TitleInputs = {};
export type Legal_Cookies_What_HeadingInputs = {};
export type Legal_Cookies_What_P1Inputs = {};
export type Legal_Cookies_Xsrf_DurationInputs = {};
export type Legal_Cookies_Xsrf_PurposeInputs = {};
export type Legal_Fact_CityInputs = {};
export type Legal_Fact_Governing_LawInputs = {};
export type Legal_Free_GroupsInputs = {
    count: NonNullable<unknown>;
};
export type Legal_Free_Groups_FreeInputs = {
    count: NonNullable<unknown>;
};
export type Legal_Help_Document_TitleInputs = {};
export type Legal_Help_HomeInputs = {};
export type Legal_Help_IntroInputs = {
    freeGroups: NonNullable<unknown>;
};
export type Legal_Help_LoadingInputs = {};
export type Legal_Help_TitleInputs = {};
export type Legal_Help_UnavailableInputs = {};
export type Legal_Last_UpdatedInputs = {
    date: NonNullable<unknown>;
};
export type Legal_Link_CookiesInputs = {};
export type Legal_Link_HelpInputs = {};
export type Legal_Link_PrivacyInputs = {};
export type Legal_Privacy_Age_HeadingInputs = {};
export type Legal_Privacy_Age_P1Inputs = {
    age: NonNullable<unknown>;
};
export type Legal_Privacy_Changes_HeadingInputs = {};
export type Legal_Privacy_Changes_P1Inputs = {
    cookiesLink: NonNullable<unknown>;
};
export type Legal_Privacy_Collect_AccountInputs = {};
export type Legal_Privacy_Collect_Account_LabelInputs = {};
export type Legal_Privacy_Collect_ActivityInputs = {};
export type Legal_Privacy_Collect_Activity_LabelInputs = {};
export type Legal_Privacy_Collect_HeadingInputs = {};
export type Legal_Privacy_Collect_P1Inputs = {};
export type Legal_Privacy_Collect_P2Inputs = {};
export type Legal_Privacy_Collect_ProfileInputs = {};
export type Legal_Privacy_Collect_Profile_LabelInputs = {};
export type Legal_Privacy_Collect_TechnicalInputs = {};
export type Legal_Privacy_Collect_Technical_LabelInputs = {};
export type Legal_Privacy_Contact_HeadingInputs = {};
export type Legal_Privacy_Contact_P1Inputs = {
    helpLink: NonNullable<unknown>;
};
export type Legal_Privacy_Fediverse_HeadingInputs = {};
export type Legal_Privacy_Fediverse_P1Inputs = {};
export type Legal_Privacy_Fediverse_P2Inputs = {};
export type Legal_Privacy_IntroInputs = {
    city: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
export type Legal_Privacy_Retention_HeadingInputs = {};
export type Legal_Privacy_Retention_P1Inputs = {};
export type Legal_Privacy_Rights_HeadingInputs = {};
export type Legal_Privacy_Rights_P1Inputs = {
    helpLink: NonNullable<unknown>;
};
export type Legal_Privacy_Security_HeadingInputs = {};
export type Legal_Privacy_Security_P1Inputs = {};
export type Legal_Privacy_Sharing_HeadingInputs = {};
export type Legal_Privacy_Sharing_Item1Inputs = {};
export type Legal_Privacy_Sharing_Item2Inputs = {};
export type Legal_Privacy_Sharing_Item3Inputs = {};
export type Legal_Privacy_Sharing_P1Inputs = {};
export type Legal_Privacy_Third_Parties_HeadingInputs = {};
export type Legal_Privacy_Third_Parties_P1Inputs = {};
export type Legal_Privacy_Third_Parties_P2Inputs = {};
export type Legal_Privacy_TitleInputs = {};
export type Legal_Privacy_Use_HeadingInputs = {};
export type Legal_Privacy_Use_Item1Inputs = {};
export type Legal_Privacy_Use_Item2Inputs = {};
export type Legal_Privacy_Use_Item3Inputs = {};
export type Legal_Privacy_Use_Item4Inputs = {};
export type Legal_Privacy_Use_Item5Inputs = {};
export type Legal_Privacy_Use_Item6Inputs = {};
export type Legal_Privacy_Visible_HeadingInputs = {};
export type Legal_Privacy_Visible_P1Inputs = {};
export type Legal_Privacy_Visible_P2Inputs = {};
export type Legal_Terms_Account_HeadingInputs = {};
export type Legal_Terms_Account_P1Inputs = {
    helpLink: NonNullable<unknown>;
};
export type Legal_Terms_Account_P2Inputs = {};
export type Legal_Terms_Agreement_HeadingInputs = {};
export type Legal_Terms_Agreement_P1Inputs = {
    city: NonNullable<unknown>;
};
export type Legal_Terms_Agreement_P2Inputs = {
    privacyLink: NonNullable<unknown>;
    cookiesLink: NonNullable<unknown>;
};
export type Legal_Terms_Changes_HeadingInputs = {};
export type Legal_Terms_Changes_P1Inputs = {
    days: NonNullable<unknown>;
};
export type Legal_Terms_Contact_HeadingInputs = {};
export type Legal_Terms_Contact_P1Inputs = {
    helpLink: NonNullable<unknown>;
};
export type Legal_Terms_Content_HeadingInputs = {};
export type Legal_Terms_Content_P1Inputs = {};
export type Legal_Terms_Content_P2Inputs = {};
export type Legal_Terms_Disclaimer_HeadingInputs = {};
export type Legal_Terms_Disclaimer_P1Inputs = {};
export type Legal_Terms_Eligibility_HeadingInputs = {};
export type Legal_Terms_Eligibility_P1Inputs = {
    age: NonNullable<unknown>;
};
export type Legal_Terms_Eligibility_P2Inputs = {};
export type Legal_Terms_Ending_HeadingInputs = {};
export type Legal_Terms_Ending_P1Inputs = {};
export type Legal_Terms_Ending_P2Inputs = {};
export type Legal_Terms_Groups_HeadingInputs = {};
export type Legal_Terms_Groups_Item1Inputs = {};
export type Legal_Terms_Groups_Item2Inputs = {};
export type Legal_Terms_Groups_Item3Inputs = {};
export type Legal_Terms_Groups_P1Inputs = {
    freeGroups: NonNullable<unknown>;
    helpLink: NonNullable<unknown>;
};
export type Legal_Terms_Groups_P2Inputs = {};
export type Legal_Terms_Groups_P3Inputs = {};
export type Legal_Terms_IntroInputs = {
    age: NonNullable<unknown>;
    freeGroups: NonNullable<unknown>;
};
export type Legal_Terms_Law_HeadingInputs = {};
export type Legal_Terms_Law_P1Inputs = {
    law: NonNullable<unknown>;
};
export type Legal_Terms_Liability_HeadingInputs = {};
export type Legal_Terms_Liability_P1Inputs = {};
export type Legal_Terms_Liability_P2Inputs = {};
export type Legal_Terms_Rules_HeadingInputs = {};
export type Legal_Terms_Rules_Item1Inputs = {};
export type Legal_Terms_Rules_Item2Inputs = {};
export type Legal_Terms_Rules_Item3Inputs = {};
export type Legal_Terms_Rules_Item4Inputs = {};
export type Legal_Terms_Rules_Item5Inputs = {};
export type Legal_Terms_Rules_Item6Inputs = {};
export type Legal_Terms_Rules_P1Inputs = {};
export type Legal_Terms_TitleInputs = {};
export type Mail_Activity_JoinedInputs = {
    count: NonNullable<unknown>;
};
export type Mail_Activity_Joined_FirstInputs = {
    count: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Mail_Activity_LeftInputs = {
    count: NonNullable<unknown>;
};
export type Mail_Activity_Left_FirstInputs = {
    count: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Mail_Activity_SentenceInputs = {
    phrases: NonNullable<unknown>;
};
export type Mail_Activity_SeparatorInputs = {};
export type Mail_Activity_WaitlistedInputs = {
    count: NonNullable<unknown>;
};
export type Mail_Activity_Waitlisted_FirstInputs = {
    count: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Mail_Asks_To_JoinInputs = {
    name: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Mail_CancelledInputs = {
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_Changed_PlaceInputs = {
    event: NonNullable<unknown>;
    place: NonNullable<unknown>;
    placeBefore: NonNullable<unknown>;
};
export type Mail_Changed_TimeInputs = {
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    whenBefore: NonNullable<unknown>;
};
export type Mail_Changed_Time_And_PlaceInputs = {
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    whenBefore: NonNullable<unknown>;
    place: NonNullable<unknown>;
    placeBefore: NonNullable<unknown>;
};
export type Mail_CommentedInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    quote: NonNullable<unknown>;
};
export type Mail_Digest_Event_Activity_SubjectInputs = {};
export type Mail_Digest_Event_Activity_TitleInputs = {};
export type Mail_Digest_HeadingInputs = {
    title: NonNullable<unknown>;
};
export type Mail_Event_With_TimeInputs = {
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_Full_AllInputs = {
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Mail_Full_OneInputs = {
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_Group_GivenInputs = {
    name: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Mail_New_EventInputs = {
    group: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_New_HostInputs = {
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_Notification_SettingsInputs = {};
export type Mail_Now_Event_HostInputs = {
    group: NonNullable<unknown>;
};
export type Mail_Open_In_AppInputs = {};
export type Mail_Places_Opened_ManyInputs = {
    count: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_Places_Opened_OneInputs = {
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_PromotedInputs = {
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_Reason_KindInputs = {
    kind: NonNullable<unknown>;
};
export type Mail_ReminderInputs = {
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Mail_Reminder_WaitlistedInputs = {
    position: NonNullable<unknown>;
};
export type Mail_Report_Closed_ActionInputs = {};
export type Mail_Report_Closed_No_ActionInputs = {};
export type Mail_Request_ApprovedInputs = {
    group: NonNullable<unknown>;
};
export type Mail_Request_DeclinedInputs = {
    group: NonNullable<unknown>;
};
export type Mail_SubjectInputs = {
    text: NonNullable<unknown>;
};
export type Mail_Text_LinkInputs = {
    label: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Unread_MessagesInputs = {
    name: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Mail_UnsubscribeInputs = {};
export type Mail_Verify_ActionInputs = {};
export type Mail_Verify_Open_LinkInputs = {};
export type Mail_Verify_ReasonInputs = {};
export type Mail_Verify_Someone_AskedInputs = {};
export type Mail_Verify_SubjectInputs = {};
export type Messaging_Back_To_ConversationsInputs = {};
export type Messaging_BlockInputs = {};
export type Messaging_Block_ExplainsInputs = {};
export type Messaging_Block_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Messaging_Block_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Messaging_BlockedInputs = {
    name: NonNullable<unknown>;
};
export type Messaging_Blocked_NoticeInputs = {
    name: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Messaging_Blocked_Notice_LinkInputs = {};
export type Messaging_Blocked_PeopleInputs = {};
export type Messaging_Blocked_People_DescriptionInputs = {};
export type Messaging_Blocked_People_Load_FailedInputs = {};
export type Messaging_Conversation_OptionsInputs = {};
export type Messaging_ConversationsInputs = {};
export type Messaging_Conversations_Load_FailedInputs = {};
export type Messaging_Document_Title_WithInputs = {
    name: NonNullable<unknown>;
};
export type Messaging_Loading_Blocked_PeopleInputs = {};
export type Messaging_Loading_ConversationsInputs = {};
export type Messaging_Loading_MessagesInputs = {};
export type Messaging_Message_LabelInputs = {};
export type Messaging_Message_OptionsInputs = {};
export type Messaging_Messages_Load_FailedInputs = {};
export type Messaging_Messages_WithInputs = {
    name: NonNullable<unknown>;
};
export type Messaging_No_Blocked_PeopleInputs = {};
export type Messaging_No_ConversationsInputs = {};
export type Messaging_No_MessagesInputs = {};
export type Messaging_Opening_ConversationInputs = {};
export type Messaging_Report_PersonInputs = {
    name: NonNullable<unknown>;
};
export type Messaging_SendInputs = {};
export type Messaging_Send_FailedInputs = {};
export type Messaging_SenderInputs = {
    name: NonNullable<unknown>;
};
export type Messaging_Show_OlderInputs = {};
export type Messaging_Start_FailedInputs = {};
export type Messaging_TitleInputs = {};
export type Messaging_UnblockInputs = {};
export type Messaging_Unblock_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Messaging_Unblock_PersonInputs = {
    name: NonNullable<unknown>;
};
export type Messaging_UnblockedInputs = {
    name: NonNullable<unknown>;
};
export type Messaging_UnreadInputs = {};
export type Messaging_Write_MessageInputs = {};
export type Messaging_YouInputs = {};
export type Moderation_Action_FailedInputs = {};
export type Moderation_As_ReportedInputs = {};
export type Moderation_CancelInputs = {};
export type Moderation_Changed_SinceInputs = {};
export type Moderation_CloseInputs = {};
export type Moderation_Closed_ByInputs = {
    action: NonNullable<unknown>;
    actor: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Moderation_Closed_ReportsInputs = {};
export type Moderation_Command_LineInputs = {};
export type Moderation_Deleted_SinceInputs = {};
export type Moderation_DismissInputs = {};
export type Moderation_Dismiss_DoneInputs = {};
export type Moderation_Dismiss_ExplainsInputs = {};
export type Moderation_Dismiss_Held_ExplainsInputs = {};
export type Moderation_Dismiss_TitleInputs = {};
export type Moderation_Fediverse_Account_HintInputs = {};
export type Moderation_Fediverse_Account_LabelInputs = {};
export type Moderation_Fediverse_AddInputs = {};
export type Moderation_Fediverse_AlreadyInputs = {};
export type Moderation_Fediverse_Bad_AccountInputs = {};
export type Moderation_Fediverse_Bad_ServerInputs = {};
export type Moderation_Fediverse_BlockInputs = {};
export type Moderation_Fediverse_Block_DoneInputs = {};
export type Moderation_Fediverse_Block_FailedInputs = {};
export type Moderation_Fediverse_Blocked_ByInputs = {
    actor: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Moderation_Fediverse_EmptyInputs = {};
export type Moderation_Fediverse_ExplainsInputs = {};
export type Moderation_Fediverse_KindInputs = {};
export type Moderation_Fediverse_Kind_AccountInputs = {};
export type Moderation_Fediverse_Kind_ServerInputs = {};
export type Moderation_Fediverse_LiftInputs = {};
export type Moderation_Fediverse_Lift_ExplainsInputs = {};
export type Moderation_Fediverse_Lift_FailedInputs = {};
export type Moderation_Fediverse_Lift_TitleInputs = {};
export type Moderation_Fediverse_LiftedInputs = {};
export type Moderation_Fediverse_Load_FailedInputs = {};
export type Moderation_Fediverse_LoadingInputs = {};
export type Moderation_Fediverse_Reason_HintInputs = {};
export type Moderation_Fediverse_Reason_LabelInputs = {};
export type Moderation_Fediverse_Server_HintInputs = {};
export type Moderation_Fediverse_Server_LabelInputs = {};
export type Moderation_Fediverse_TitleInputs = {};
export type Moderation_First_ReportedInputs = {
    date: NonNullable<unknown>;
};
export type Moderation_ForbiddenInputs = {};
export type Moderation_Go_HomeInputs = {};
export type Moderation_Held_MineInputs = {};
export type Moderation_Held_TheirsInputs = {};
export type Moderation_Hidden_MineInputs = {};
export type Moderation_Hidden_TheirsInputs = {};
export type Moderation_HideInputs = {};
export type Moderation_Hide_Comment_TitleInputs = {};
export type Moderation_Hide_DoneInputs = {};
export type Moderation_Hide_Event_TitleInputs = {};
export type Moderation_Hide_ExplainsInputs = {};
export type Moderation_Hide_Group_TitleInputs = {};
export type Moderation_Hide_Message_TitleInputs = {};
export type Moderation_HistoryInputs = {};
export type Moderation_History_EntryInputs = {
    action: NonNullable<unknown>;
    subject: NonNullable<unknown>;
    date: NonNullable<unknown>;
    actor: NonNullable<unknown>;
};
export type Moderation_History_Entry_ReasonInputs = {
    action: NonNullable<unknown>;
    subject: NonNullable<unknown>;
    date: NonNullable<unknown>;
    actor: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Moderation_Load_MoreInputs = {};
export type Moderation_Loading_LogInputs = {};
export type Moderation_Loading_ReportsInputs = {};
export type Moderation_LogInputs = {};
export type Moderation_Log_ActionInputs = {};
export type Moderation_Log_BlockInputs = {};
export type Moderation_Log_Card_PersonInputs = {
    login: NonNullable<unknown>;
};
export type Moderation_Log_Card_TitleInputs = {
    action: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
export type Moderation_Log_Card_WhenInputs = {
    date: NonNullable<unknown>;
    actor: NonNullable<unknown>;
};
export type Moderation_Log_ChangeInputs = {
    action: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Moderation_Log_DismissInputs = {};
export type Moderation_Log_EmptyInputs = {};
export type Moderation_Log_HideInputs = {};
export type Moderation_Log_Load_FailedInputs = {};
export type Moderation_Log_NoneInputs = {};
export type Moderation_Log_Person_ConcernedInputs = {};
export type Moderation_Log_ReasonInputs = {};
export type Moderation_Log_RestoreInputs = {};
export type Moderation_Log_Set_AllowanceInputs = {};
export type Moderation_Log_Set_RoleInputs = {};
export type Moderation_Log_SubjectInputs = {};
export type Moderation_Log_Subject_IdInputs = {
    subject: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Moderation_Log_SuspendInputs = {};
export type Moderation_Log_UnblockInputs = {};
export type Moderation_Log_UnsuspendInputs = {};
export type Moderation_Log_UntilInputs = {
    action: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Moderation_Log_WhenInputs = {};
export type Moderation_Log_WhoInputs = {};
export type Moderation_No_Closed_ReportsInputs = {};
export type Moderation_No_HistoryInputs = {};
export type Moderation_No_Open_ReportsInputs = {};
export type Moderation_Noun_CommentInputs = {};
export type Moderation_Noun_EventInputs = {};
export type Moderation_Noun_GroupInputs = {};
export type Moderation_Noun_MessageInputs = {};
export type Moderation_Noun_PersonInputs = {};
export type Moderation_Noun_Remote_AccountInputs = {};
export type Moderation_Noun_Remote_ServerInputs = {};
export type Moderation_Open_ItInputs = {};
export type Moderation_Open_ReportsInputs = {};
export type Moderation_Reason_HarassmentInputs = {};
export type Moderation_Reason_HateInputs = {};
export type Moderation_Reason_ImpersonationInputs = {};
export type Moderation_Reason_LabelInputs = {};
export type Moderation_Reason_LineInputs = {
    reason: NonNullable<unknown>;
};
export type Moderation_Reason_OtherInputs = {};
export type Moderation_Reason_ScamInputs = {};
export type Moderation_Reason_SexualInputs = {};
export type Moderation_Reason_SpamInputs = {};
export type Moderation_Reason_ViolenceInputs = {};
export type Moderation_ReportInputs = {};
export type Moderation_Report_CommentInputs = {};
export type Moderation_Report_DetailsInputs = {};
export type Moderation_Report_EventInputs = {};
export type Moderation_Report_FailedInputs = {};
export type Moderation_Report_GroupInputs = {};
export type Moderation_Report_MessageInputs = {};
export type Moderation_Report_PersonInputs = {};
export type Moderation_Report_SendInputs = {};
export type Moderation_Report_SentInputs = {};
export type Moderation_Report_ThanksInputs = {};
export type Moderation_Report_WhyInputs = {};
export type Moderation_Reported_ByInputs = {
    login: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Moderation_ReportsInputs = {};
export type Moderation_Reports_CountInputs = {
    count: NonNullable<unknown>;
};
export type Moderation_Reports_Load_FailedInputs = {};
export type Moderation_RestoreInputs = {};
export type Moderation_Restore_Comment_TitleInputs = {};
export type Moderation_Restore_DoneInputs = {};
export type Moderation_Restore_Event_TitleInputs = {};
export type Moderation_Restore_ExplainsInputs = {};
export type Moderation_Restore_Group_TitleInputs = {};
export type Moderation_Restore_Held_ExplainsInputs = {};
export type Moderation_Restore_Held_HintInputs = {};
export type Moderation_Restore_Message_TitleInputs = {};
export type Moderation_Row_Comment_ByInputs = {
    name: NonNullable<unknown>;
};
export type Moderation_Row_Event_ByInputs = {
    name: NonNullable<unknown>;
};
export type Moderation_Row_Group_ByInputs = {
    name: NonNullable<unknown>;
};
export type Moderation_Row_Message_ByInputs = {
    name: NonNullable<unknown>;
};
export type Moderation_Row_PersonInputs = {
    name: NonNullable<unknown>;
};
export type Moderation_SectionsInputs = {};
export type Moderation_Someone_Else_ActedInputs = {};
export type Moderation_State_DeletedInputs = {};
export type Moderation_State_HeldInputs = {};
export type Moderation_State_HiddenInputs = {};
export type Moderation_State_SuspendedInputs = {};
export type Moderation_State_Suspended_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Moderation_State_VisibleInputs = {};
export type Moderation_Subject_CommentInputs = {};
export type Moderation_Subject_EventInputs = {};
export type Moderation_Subject_GroupInputs = {};
export type Moderation_Subject_MessageInputs = {};
export type Moderation_Subject_PersonInputs = {};
export type Moderation_Subject_Remote_AccountInputs = {};
export type Moderation_Subject_Remote_ServerInputs = {};
export type Moderation_SuspendInputs = {};
export type Moderation_Suspend_DoneInputs = {};
export type Moderation_Suspend_ExplainsInputs = {};
export type Moderation_Suspend_TitleInputs = {};
export type Moderation_Tab_ClosedInputs = {};
export type Moderation_Tab_FediverseInputs = {};
export type Moderation_Tab_LogInputs = {};
export type Moderation_Tab_OpenInputs = {};
export type Moderation_TitleInputs = {};
export type Moderation_Unchanged_SinceInputs = {};
export type Moderation_UnsuspendInputs = {};
export type Moderation_Unsuspend_DoneInputs = {};
export type Moderation_Unsuspend_ExplainsInputs = {};
export type Moderation_Unsuspend_TitleInputs = {};
export type Moderation_Until_ChosenInputs = {
    date: NonNullable<unknown>;
};
export type Moderation_Until_HintInputs = {};
export type Moderation_Until_LabelInputs = {};
export type Notifications_Also_Choose_In_SettingsInputs = {
    settings: NonNullable<unknown>;
};
export type Notifications_Choice_FailedInputs = {};
export type Notifications_Choose_EmailedInputs = {};
export type Notifications_Choose_In_SettingsInputs = {
    settings: NonNullable<unknown>;
};
export type Notifications_Data_Export_ReadyInputs = {
    date: NonNullable<unknown>;
};
export type Notifications_Email_AddressInputs = {};
export type Notifications_Email_DescriptionInputs = {};
export type Notifications_Email_HintInputs = {};
export type Notifications_Email_MeInputs = {};
export type Notifications_Email_VerifiedInputs = {};
export type Notifications_IntroInputs = {};
export type Notifications_Kind_Data_Export_ReadyInputs = {};
export type Notifications_Kind_Event_ActivityInputs = {};
export type Notifications_Kind_Event_Activity_HintInputs = {
    max: NonNullable<unknown>;
};
export type Notifications_Kind_Event_CancelledInputs = {};
export type Notifications_Kind_Event_CapacityInputs = {};
export type Notifications_Kind_Event_ChangedInputs = {};
export type Notifications_Kind_Event_ReminderInputs = {};
export type Notifications_Kind_New_CommentInputs = {};
export type Notifications_Kind_New_EventInputs = {};
export type Notifications_Kind_New_RequestInputs = {};
export type Notifications_Kind_New_RoleInputs = {};
export type Notifications_Kind_OffInputs = {
    label: NonNullable<unknown>;
};
export type Notifications_Kind_OnInputs = {
    label: NonNullable<unknown>;
};
export type Notifications_Kind_Report_ClosedInputs = {};
export type Notifications_Kind_Request_ApprovedInputs = {};
export type Notifications_Kind_Request_RejectedInputs = {};
export type Notifications_Kind_Unread_MessagesInputs = {};
export type Notifications_Kind_Waitlist_PromotedInputs = {};
export type Notifications_Kinds_Can_EmailInputs = {};
export type Notifications_Kinds_Cannot_EmailInputs = {};
export type Notifications_Load_FailedInputs = {};
export type Notifications_Load_MoreInputs = {};
export type Notifications_LoadingInputs = {};
export type Notifications_Loading_SettingsInputs = {};
export type Notifications_Mark_AllInputs = {};
export type Notifications_Mark_All_FailedInputs = {};
export type Notifications_NewInputs = {};
export type Notifications_No_Email_ServerInputs = {};
export type Notifications_NoneInputs = {};
export type Notifications_Not_Verified_Not_SentInputs = {
    email: NonNullable<unknown>;
};
export type Notifications_Not_Verified_SentInputs = {
    email: NonNullable<unknown>;
};
export type Notifications_RemoveInputs = {};
export type Notifications_Remove_AddressInputs = {};
export type Notifications_Remove_FailedInputs = {};
export type Notifications_Remove_QuestionInputs = {};
export type Notifications_RemovedInputs = {};
export type Notifications_SaveInputs = {};
export type Notifications_Save_FailedInputs = {};
export type Notifications_Saved_VerifyInputs = {};
export type Notifications_Settings_Load_FailedInputs = {};
export type Notifications_Settings_PathInputs = {};
export type Notifications_TitleInputs = {};
export type Notifications_UnsubscribeInputs = {};
export type Notifications_Unsubscribe_ExplainsInputs = {};
export type Notifications_Unsubscribe_QuestionInputs = {};
export type Notifications_UnsubscribedInputs = {};
export type Notifications_Unsubscribed_KindInputs = {
    label: NonNullable<unknown>;
};
export type Notifications_VerifiedInputs = {};
export type Pages_Event_Of_GroupInputs = {
    group: NonNullable<unknown>;
};
export type Pages_Site_DescriptionInputs = {};
export type People_Account_Delete_FailedInputs = {};
export type People_Account_Deletion_RequestedInputs = {};
export type People_AvatarInputs = {};
export type People_Avatar_Delete_FailedInputs = {};
export type People_Avatar_DeletedInputs = {};
export type People_Avatar_DescriptionInputs = {};
export type People_Avatar_FileInputs = {};
export type People_Avatar_OfInputs = {
    name: NonNullable<unknown>;
};
export type People_Avatar_RuleInputs = {
    rule: NonNullable<unknown>;
};
export type People_Avatar_Upload_FailedInputs = {};
export type People_Avatar_UploadedInputs = {};
export type People_Calendar_DescriptionInputs = {};
export type People_Calendar_LinkInputs = {};
export type People_Calendar_Link_FailedInputs = {};
export type People_Calendar_Link_Renew_FailedInputs = {};
export type People_Calendar_Link_RenewedInputs = {};
export type People_Calendar_SubscriptionInputs = {};
export type People_Change_PasswordInputs = {};
export type People_Change_Password_DescriptionInputs = {};
export type People_Confirm_New_PasswordInputs = {};
export type People_Copy_LinkInputs = {};
export type People_Current_PasswordInputs = {};
export type People_DeleteInputs = {};
export type People_Delete_AccountInputs = {};
export type People_Delete_Account_DescriptionInputs = {};
export type People_Delete_Account_EventsInputs = {};
export type People_Delete_Account_GroupsInputs = {};
export type People_Delete_Account_MembershipsInputs = {};
export type People_Delete_Account_MessageInputs = {};
export type People_Delete_Account_TitleInputs = {};
export type People_Delete_AvatarInputs = {};
export type People_Delete_Avatar_ConfirmInputs = {};
export type People_Display_NameInputs = {};
export type People_Display_Name_HintInputs = {};
export type People_Download_DataInputs = {};
export type People_Download_Data_AskInputs = {};
export type People_Download_Data_Ask_AgainInputs = {};
export type People_Download_Data_BuildingInputs = {
    progress: NonNullable<unknown>;
};
export type People_Download_Data_CheckingInputs = {};
export type People_Download_Data_DescriptionInputs = {};
export type People_Download_Data_DownloadInputs = {};
export type People_Download_Data_ExpiredInputs = {
    date: NonNullable<unknown>;
};
export type People_Download_Data_FailedInputs = {};
export type People_Download_Data_Load_FailedInputs = {};
export type People_Download_Data_ProgressInputs = {};
export type People_Download_Data_ReadyInputs = {
    size: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type People_Download_Data_Request_FailedInputs = {};
export type People_Download_Data_RequestedInputs = {};
export type People_Download_Data_RetryInputs = {};
export type People_Edit_My_ProfileInputs = {};
export type People_Get_New_LinkInputs = {};
export type People_Loading_Calendar_LinkInputs = {};
export type People_Loading_ProfileInputs = {};
export type People_Loading_SettingsInputs = {};
export type People_Loading_Your_SettingsInputs = {};
export type People_LoginInputs = {};
export type People_Login_HintInputs = {};
export type People_Member_SinceInputs = {
    date: NonNullable<unknown>;
};
export type People_My_NeighbourhoodInputs = {};
export type People_Neighbourhood_HintInputs = {};
export type People_New_Calendar_Link_MessageInputs = {};
export type People_New_Calendar_Link_TitleInputs = {};
export type People_New_PasswordInputs = {};
export type People_New_Password_HintInputs = {};
export type People_No_NeighbourhoodInputs = {};
export type People_Open_In_Calendar_AppInputs = {};
export type People_Password_Update_FailedInputs = {};
export type People_Password_UpdatedInputs = {};
export type People_ProfileInputs = {};
export type People_Profile_DetailsInputs = {};
export type People_Profile_Details_DescriptionInputs = {};
export type People_Profile_OptionsInputs = {};
export type People_Profile_Update_FailedInputs = {};
export type People_Profile_UpdatedInputs = {};
export type People_Save_ChangesInputs = {};
export type People_Send_MessageInputs = {};
export type People_SettingsInputs = {};
export type People_Settings_Document_TitleInputs = {
    tab: NonNullable<unknown>;
};
export type People_Settings_IntroInputs = {};
export type People_Settings_SectionsInputs = {};
export type People_Tab_AppearanceInputs = {};
export type People_Tab_Blocked_PeopleInputs = {};
export type People_Tab_Edit_ProfileInputs = {};
export type People_Tab_Manage_AccountInputs = {};
export type People_Tab_NotificationsInputs = {};
export type People_ThemeInputs = {};
export type People_Theme_DarkInputs = {};
export type People_Theme_DescriptionInputs = {};
export type People_Theme_LightInputs = {};
export type People_Theme_SystemInputs = {};
export type People_UpdateInputs = {};
export type People_Upload_AvatarInputs = {};
export type People_Uploading_AvatarInputs = {};
export type People_View_My_ProfileInputs = {};
export type People_Your_AvatarInputs = {
    name: NonNullable<unknown>;
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
export type Server_Preparing_This_Copy_Of_Your_DataInputs = {};
export type Server_Send_The_Signin_Form_As_MultipartformdataInputs = {};
export type Server_Some_Of_These_Reports_Do_NotInputs = {};
export type Server_Something_Went_Wrong_On_OurInputs = {};
export type Server_The_Cursor_Is_Not_Valid_AskInputs = {};
export type Server_The_Host_Cannot_Leave_Their_OwnInputs = {};
export type Server_The_Host_Of_An_Event_CannotInputs = {};
export type Server_The_Owner_Cannot_Leave_The_GroupInputs = {};
export type Server_The_Owner_Of_A_Group_CannotInputs = {};
export type Server_The_Signin_Form_Could_Not_BeInputs = {};
export type Server_The_Upload_Could_Not_Be_ReadInputs = {};
export type Server_There_Is_No_ImageInputs = {};
export type Server_There_Is_No_Such_DownloadInputs = {};
export type Server_There_Is_No_Such_RequestInputs = {};
export type Server_There_Is_No_Such_Sitemap_FileInputs = {};
export type Server_There_Is_No_Such_UserInputs = {};
export type Server_This_Calendar_Address_Is_Not_ValidInputs = {};
export type Server_This_Comment_Does_Not_ExistInputs = {};
export type Server_This_Copy_Of_Your_Data_Is_StillInputs = {};
export type Server_This_Does_Not_Exist_And_NoInputs = {};
export type Server_This_Download_Has_ExpiredInputs = {};
export type Server_This_Download_Link_Is_Not_ValidInputs = {};
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
export type Server_You_Can_Ask_For_A_CopyInputs = {};
export type Server_You_Cannot_Act_On_Yourself_OrInputs = {};
export type Server_You_Cannot_Ask_To_Join_ThisInputs = {};
export type Server_You_Cannot_Block_YourselfInputs = {};
export type Server_You_Cannot_Comment_On_This_GroupsInputs = {};
export type Server_You_Cannot_Join_This_GroupInputs = {};
export type Server_You_Have_Not_Blocked_This_PersonInputs = {};
export type Server_You_Must_Be_A_Member_OfInputs = {};
export type Shell_Account_MenuInputs = {};
export type Shell_Account_NavInputs = {};
export type Shell_Back_ToInputs = {
    name: NonNullable<unknown>;
};
export type Shell_CancelInputs = {};
export type Shell_Check_ConnectionInputs = {};
export type Shell_Checking_AvailabilityInputs = {};
export type Shell_Choose_Another_ImageInputs = {};
export type Shell_Choose_Cover_ImageInputs = {};
export type Shell_ConfirmInputs = {};
export type Shell_Confirm_TitleInputs = {};
export type Shell_Cover_Image_FileInputs = {};
export type Shell_Cover_Image_OptionalInputs = {};
export type Shell_Create_GroupInputs = {};
export type Shell_Error_DetailInputs = {};
export type Shell_Error_ReferenceInputs = {
    id: NonNullable<unknown>;
};
export type Shell_Error_TitleInputs = {};
export type Shell_Event_Load_FailedInputs = {};
export type Shell_Footer_CookiesInputs = {};
export type Shell_Footer_CreditInputs = {
    year: NonNullable<unknown>;
};
export type Shell_Footer_HelpInputs = {};
export type Shell_Footer_NavInputs = {};
export type Shell_Footer_PrivacyInputs = {};
export type Shell_Footer_TermsInputs = {};
export type Shell_Go_HomeInputs = {};
export type Shell_Group_Load_FailedInputs = {};
export type Shell_Hide_FieldInputs = {
    field: NonNullable<unknown>;
};
export type Shell_Home_TitleInputs = {};
export type Shell_Image_RuleInputs = {
    size: NonNullable<unknown>;
};
export type Shell_Link_CopiedInputs = {};
export type Shell_Link_Copy_FailedInputs = {};
export type Shell_LoadingInputs = {};
export type Shell_Loading_PageInputs = {};
export type Shell_Loading_SettingsInputs = {};
export type Shell_Map_Tiles_OffInputs = {};
export type Shell_Map_Zoom_InInputs = {};
export type Shell_Map_Zoom_OutInputs = {};
export type Shell_Menu_LogoutInputs = {};
export type Shell_Menu_ModerationInputs = {};
export type Shell_Menu_ProfileInputs = {};
export type Shell_Menu_SettingsInputs = {};
export type Shell_Menu_Your_EventsInputs = {};
export type Shell_Menu_Your_GroupsInputs = {};
export type Shell_Network_ErrorInputs = {};
export type Shell_No_Image_SelectedInputs = {};
export type Shell_Not_Found_HeadingInputs = {};
export type Shell_Not_Found_TextInputs = {};
export type Shell_Not_Found_TitleInputs = {};
export type Shell_OfflineInputs = {};
export type Shell_Offline_Needs_ConnectionInputs = {};
export type Shell_Offline_Not_SavedInputs = {};
export type Shell_Offline_Saved_AtInputs = {
    time: NonNullable<unknown>;
};
export type Shell_Offline_Your_EventsInputs = {};
export type Shell_Password_FieldInputs = {};
export type Shell_Place_NoneInputs = {};
export type Shell_Places_MetroInputs = {};
export type Shell_Places_NeighbourhoodsInputs = {};
export type Shell_Privacy_PrivateInputs = {};
export type Shell_Privacy_PublicInputs = {};
export type Shell_Reload_PageInputs = {};
export type Shell_Remove_SelectionInputs = {};
export type Shell_Request_FailedInputs = {};
export type Shell_Selected_FileInputs = {
    name: NonNullable<unknown>;
};
export type Shell_Show_FieldInputs = {
    field: NonNullable<unknown>;
};
export type Shell_Sign_InInputs = {};
export type Shell_Sign_UpInputs = {};
export type Shell_Skip_To_MainInputs = {};
export type Shell_Switch_To_DarkInputs = {};
export type Shell_Switch_To_LightInputs = {};
export type Shell_TagsInputs = {};
export type Shell_Tags_HintInputs = {};
export type Shell_Try_AgainInputs = {};
export type Shell_Unauthorized_HeadingInputs = {};
export type Shell_Unauthorized_Sign_InInputs = {};
export type Shell_Unauthorized_Sign_UpInputs = {};
export type Shell_Unauthorized_TextInputs = {};
export type Shell_Unauthorized_TitleInputs = {};
export type Shell_UnreadInputs = {
    label: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Shell_Update_ReadyInputs = {};
export type Shell_Update_ReloadInputs = {};
export type Shell_UploadingInputs = {};
export type Shell_Uploading_Cover_ImageInputs = {};
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
export type Validation_Fediverseaccount1Inputs = {};
export type Validation_Fediverseaccountnotfound3Inputs = {};
export type Validation_FormatInputs = {};
export type Validation_Groupdescription1Inputs = {};
export type Validation_Grouphandle1Inputs = {};
export type Validation_Grouphandletaken2Inputs = {};
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
* | "Enter your fediverse account as name@server, for example alex@mastodon.social." |
*
* @param {Validation_Fediverseaccount1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_fediverseaccount1: ((inputs?: Validation_Fediverseaccount1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Fediverseaccount1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your server did not say where to follow from. Search for the handle on your server instead." |
*
* @param {Validation_Fediverseaccountnotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_fediverseaccountnotfound3: ((inputs?: Validation_Fediverseaccountnotfound3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Fediverseaccountnotfound3Inputs, {
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
* | "Sorry, the fediverse handle must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores." |
*
* @param {Validation_Grouphandle1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_grouphandle1: ((inputs?: Validation_Grouphandle1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Grouphandle1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, this fediverse handle is already taken." |
*
* @param {Validation_Grouphandletaken2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_grouphandletaken2: ((inputs?: Validation_Grouphandletaken2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Grouphandletaken2Inputs, {
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
export { validation_addresssearch1 as "validation_addressSearch", validation_alreadyaseries2 as "validation_alreadyASeries", validation_badlink1 as "validation_badLink", validation_banreason1 as "validation_banReason", validation_captchaunfinished1 as "validation_captchaUnfinished", validation_chatmessage1 as "validation_chatMessage", validation_confirmationemailstoomany3 as "validation_confirmationEmailsTooMany", validation_controlcharacters1 as "validation_controlCharacters", validation_coverscope1 as "validation_coverScope", validation_currentpasswordwrong2 as "validation_currentPasswordWrong", validation_displayname1 as "validation_displayName", validation_emailchangestoomany3 as "validation_emailChangesTooMany", validation_eventdates1 as "validation_eventDates", validation_eventdescription1 as "validation_eventDescription", validation_eventlocation1 as "validation_eventLocation", validation_eventtitle1 as "validation_eventTitle", validation_eventtoofarahead3 as "validation_eventTooFarAhead", validation_eventtoolong2 as "validation_eventTooLong", validation_eventsperday2 as "validation_eventsPerDay", validation_fediverseaccount1 as "validation_fediverseAccount", validation_fediverseaccountnotfound3 as "validation_fediverseAccountNotFound", validation_groupdescription1 as "validation_groupDescription", validation_grouphandle1 as "validation_groupHandle", validation_grouphandletaken2 as "validation_groupHandleTaken", validation_groupid1 as "validation_groupId", validation_groupidtaken2 as "validation_groupIdTaken", validation_groupname1 as "validation_groupName", validation_groupupcomingevents2 as "validation_groupUpcomingEvents", validation_imagesize1 as "validation_imageSize", validation_imagetoolarge2 as "validation_imageTooLarge", validation_imagetype1 as "validation_imageType", validation_importurl1 as "validation_importUrl", validation_linkexpired1 as "validation_linkExpired", validation_locationpart1 as "validation_locationPart", validation_logintaken1 as "validation_loginTaken", validation_meetingurl1 as "validation_meetingUrl", validation_messagingnotallowed2 as "validation_messagingNotAllowed", validation_messagingself1 as "validation_messagingSelf", validation_messagingtoofast2 as "validation_messagingTooFast", validation_messagingyoublocked2 as "validation_messagingYouBlocked", validation_moderationreason1 as "validation_moderationReason", validation_nearorplace2 as "validation_nearOrPlace", validation_newaccountstrangermessages3 as "validation_newAccountStrangerMessages", validation_notaseries2 as "validation_notASeries", validation_participantslimit1 as "validation_participantsLimit", validation_passwordsdontmatch2 as "validation_passwordsDontMatch", validation_pinboth1 as "validation_pinBoth", validation_reportagain1 as "validation_reportAgain", validation_reportdetails1 as "validation_reportDetails", validation_reportreason1 as "validation_reportReason", validation_reportself1 as "validation_reportSelf", validation_reportstoomany2 as "validation_reportsTooMany", validation_searchrange1 as "validation_searchRange", validation_searchtext1 as "validation_searchText", validation_searchwhen1 as "validation_searchWhen", validation_seriescount1 as "validation_seriesCount", validation_seriesend1 as "validation_seriesEnd", validation_seriesmorecount2 as "validation_seriesMoreCount", validation_seriesmoreend2 as "validation_seriesMoreEnd", validation_seriesmoreuntil2 as "validation_seriesMoreUntil", validation_seriesuntil1 as "validation_seriesUntil", validation_suspenduntil1 as "validation_suspendUntil", validation_suspenduntilonlysuspend3 as "validation_suspendUntilOnlySuspend", validation_tagsrepeated1 as "validation_tagsRepeated", validation_unknownplace1 as "validation_unknownPlace", validation_withinkm1 as "validation_withinKm", validation_withinneedspoint2 as "validation_withinNeedsPoint" };
