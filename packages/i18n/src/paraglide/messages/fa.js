/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Auth_Account_SuspendedInputs */
/** @typedef {{ privacyPolicy: NonNullable<unknown>, termsOfService: NonNullable<unknown> }} Auth_AgreementInputs */
/** @typedef {{}} Auth_Altcha_ErrorInputs */
/** @typedef {{}} Auth_Altcha_ExpiredInputs */
/** @typedef {{}} Auth_Altcha_LabelInputs */
/** @typedef {{}} Auth_Altcha_Link_LabelInputs */
/** @typedef {{}} Auth_Altcha_LoadingInputs */
/** @typedef {{ link: NonNullable<unknown> }} Auth_Altcha_Protected_ByInputs */
/** @typedef {{}} Auth_Altcha_RequiredInputs */
/** @typedef {{}} Auth_Altcha_VerifiedInputs */
/** @typedef {{}} Auth_Altcha_VerifyingInputs */
/** @typedef {{}} Auth_Altcha_WaitInputs */
/** @typedef {{}} Auth_Captcha_LoadingInputs */
/** @typedef {{}} Auth_External_Sign_In_FailedInputs */
/** @typedef {{}} Auth_Generic_ErrorInputs */
/** @typedef {{}} Auth_Have_AccountInputs */
/** @typedef {{}} Auth_Hide_PasswordInputs */
/** @typedef {{}} Auth_Incorrect_CredentialsInputs */
/** @typedef {{}} Auth_Login_AvailableInputs */
/** @typedef {{}} Auth_Login_LabelInputs */
/** @typedef {{}} Auth_Login_RuleInputs */
/** @typedef {{}} Auth_No_AccountInputs */
/** @typedef {{}} Auth_Or_Sign_In_WithInputs */
/** @typedef {{}} Auth_Or_Sign_Up_WithInputs */
/** @typedef {{}} Auth_Password_HintInputs */
/** @typedef {{}} Auth_Password_LabelInputs */
/** @typedef {{}} Auth_Privacy_PolicyInputs */
/** @typedef {{}} Auth_Show_PasswordInputs */
/** @typedef {{}} Auth_Sign_InInputs */
/** @typedef {{}} Auth_Sign_In_ButtonInputs */
/** @typedef {{}} Auth_Sign_In_SubtitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Sign_In_WithInputs */
/** @typedef {{}} Auth_Sign_UpInputs */
/** @typedef {{}} Auth_Sign_Up_ButtonInputs */
/** @typedef {{}} Auth_Sign_Up_FailedInputs */
/** @typedef {{}} Auth_Sign_Up_NowInputs */
/** @typedef {{}} Auth_Sign_Up_SubtitleInputs */
/** @typedef {{}} Auth_Sign_Up_TitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Sign_Up_WithInputs */
/** @typedef {{}} Auth_Signed_InInputs */
/** @typedef {{}} Auth_Signed_UpInputs */
/** @typedef {{}} Auth_Terms_Of_ServiceInputs */
/** @typedef {{}} Auth_Too_Many_AttemptsInputs */
/** @typedef {{}} Common_Binding_EnglishInputs */
/** @typedef {{}} Common_LanguageInputs */
/** @typedef {{}} Common_Language_Account_HintInputs */
/** @typedef {{}} Common_Language_MenuInputs */
/** @typedef {{}} Common_Language_Not_SavedInputs */
/** @typedef {{ language: NonNullable<unknown> }} Common_Language_SavedInputs */
/** @typedef {{}} Discovery_Clear_FiltersInputs */
/** @typedef {{}} Discovery_Clear_SearchInputs */
/** @typedef {{ date: NonNullable<unknown> }} Discovery_Dates_FromInputs */
/** @typedef {{ date: NonNullable<unknown> }} Discovery_Dates_UntilInputs */
/** @typedef {{ search: NonNullable<unknown> }} Discovery_Events_Document_TitleInputs */
/** @typedef {{}} Discovery_Events_EmptyInputs */
/** @typedef {{}} Discovery_Events_Empty_MineInputs */
/** @typedef {{}} Discovery_Events_Empty_VisitorInputs */
/** @typedef {{ count: NonNullable<unknown> }} Discovery_Events_FoundInputs */
/** @typedef {{}} Discovery_Events_Load_FailedInputs */
/** @typedef {{}} Discovery_Events_LoadingInputs */
/** @typedef {{}} Discovery_Events_More_FailedInputs */
/** @typedef {{}} Discovery_Events_Nearby_ListInputs */
/** @typedef {{}} Discovery_Events_Nearby_TitleInputs */
/** @typedef {{ search: NonNullable<unknown> }} Discovery_Events_No_MatchInputs */
/** @typedef {{}} Discovery_Events_None_FoundInputs */
/** @typedef {{}} Discovery_Events_Only_MineInputs */
/** @typedef {{}} Discovery_Events_PlaceholderInputs */
/** @typedef {{}} Discovery_Events_Show_MoreInputs */
/** @typedef {{}} Discovery_Filtered_EmptyInputs */
/** @typedef {{}} Discovery_Filters_A_NeighbourhoodInputs */
/** @typedef {{}} Discovery_Filters_Any_DistanceInputs */
/** @typedef {{}} Discovery_Filters_Any_FormatInputs */
/** @typedef {{}} Discovery_Filters_Any_TimeInputs */
/** @typedef {{}} Discovery_Filters_ButtonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Discovery_Filters_Button_CountInputs */
/** @typedef {{}} Discovery_Filters_CancelInputs */
/** @typedef {{}} Discovery_Filters_Choose_NeighbourhoodInputs */
/** @typedef {{}} Discovery_Filters_Clear_AllInputs */
/** @typedef {{}} Discovery_Filters_DistanceInputs */
/** @typedef {{}} Discovery_Filters_Events_TitleInputs */
/** @typedef {{}} Discovery_Filters_Finding_LocationInputs */
/** @typedef {{}} Discovery_Filters_First_DayInputs */
/** @typedef {{}} Discovery_Filters_FormatInputs */
/** @typedef {{}} Discovery_Filters_Groups_TitleInputs */
/** @typedef {{}} Discovery_Filters_Home_Not_SetInputs */
/** @typedef {{}} Discovery_Filters_How_FarInputs */
/** @typedef {{}} Discovery_Filters_Hybrid_HintInputs */
/** @typedef {{}} Discovery_Filters_Last_DayInputs */
/** @typedef {{}} Discovery_Filters_Location_FoundInputs */
/** @typedef {{}} Discovery_Filters_Map_AreaInputs */
/** @typedef {{}} Discovery_Filters_Measured_FromInputs */
/** @typedef {{}} Discovery_Filters_My_LocationInputs */
/** @typedef {{}} Discovery_Filters_My_NeighbourhoodInputs */
/** @typedef {{ place: NonNullable<unknown> }} Discovery_Filters_My_Neighbourhood_NamedInputs */
/** @typedef {{}} Discovery_Filters_NeighbourhoodInputs */
/** @typedef {{}} Discovery_Filters_Pick_DatesInputs */
/** @typedef {{}} Discovery_Filters_Set_Home_In_SettingsInputs */
/** @typedef {{}} Discovery_Filters_Show_EventsInputs */
/** @typedef {{}} Discovery_Filters_Show_GroupsInputs */
/** @typedef {{}} Discovery_Filters_WhenInputs */
/** @typedef {{ km: NonNullable<unknown> }} Discovery_Filters_Within_KmInputs */
/** @typedef {{}} Discovery_Format_In_PersonInputs */
/** @typedef {{}} Discovery_Format_OnlineInputs */
/** @typedef {{ search: NonNullable<unknown> }} Discovery_Groups_Document_TitleInputs */
/** @typedef {{}} Discovery_Groups_EmptyInputs */
/** @typedef {{}} Discovery_Groups_Empty_MineInputs */
/** @typedef {{}} Discovery_Groups_Empty_VisitorInputs */
/** @typedef {{ count: NonNullable<unknown> }} Discovery_Groups_FoundInputs */
/** @typedef {{}} Discovery_Groups_Load_FailedInputs */
/** @typedef {{}} Discovery_Groups_LoadingInputs */
/** @typedef {{}} Discovery_Groups_More_FailedInputs */
/** @typedef {{}} Discovery_Groups_Nearby_ListInputs */
/** @typedef {{}} Discovery_Groups_Nearby_TitleInputs */
/** @typedef {{ search: NonNullable<unknown> }} Discovery_Groups_No_MatchInputs */
/** @typedef {{}} Discovery_Groups_None_FoundInputs */
/** @typedef {{}} Discovery_Groups_Only_MineInputs */
/** @typedef {{}} Discovery_Groups_PlaceholderInputs */
/** @typedef {{}} Discovery_Groups_Show_MoreInputs */
/** @typedef {{}} Discovery_Home_MissingInputs */
/** @typedef {{}} Discovery_Home_Missing_Settings_LinkInputs */
/** @typedef {{}} Discovery_Home_Missing_VisitorInputs */
/** @typedef {{ distance: NonNullable<unknown> }} Discovery_Km_AwayInputs */
/** @typedef {{}} Discovery_Location_DeniedInputs */
/** @typedef {{}} Discovery_Location_FailedInputs */
/** @typedef {{}} Discovery_Location_UnsupportedInputs */
/** @typedef {{}} Discovery_Map_CloseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Discovery_Map_Event_CardInputs */
/** @typedef {{ count: NonNullable<unknown> }} Discovery_Map_Events_ShownInputs */
/** @typedef {{}} Discovery_Map_LabelInputs */
/** @typedef {{}} Discovery_Map_LoadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Discovery_Map_Not_ShownInputs */
/** @typedef {{}} Discovery_Map_Search_AreaInputs */
/** @typedef {{}} Discovery_Problem_Dates_OrderInputs */
/** @typedef {{}} Discovery_Problem_Dates_Too_LongInputs */
/** @typedef {{}} Discovery_Problem_No_DatesInputs */
/** @typedef {{}} Discovery_Problem_No_HomeInputs */
/** @typedef {{}} Discovery_Problem_No_LocationInputs */
/** @typedef {{}} Discovery_Problem_No_OriginInputs */
/** @typedef {{}} Discovery_Problem_No_PlaceInputs */
/** @typedef {{}} Discovery_Search_EventsInputs */
/** @typedef {{}} Discovery_Search_Events_SubtitleInputs */
/** @typedef {{}} Discovery_Search_GroupsInputs */
/** @typedef {{}} Discovery_Search_Groups_SubtitleInputs */
/** @typedef {{}} Discovery_Try_AgainInputs */
/** @typedef {{}} Discovery_View_LabelInputs */
/** @typedef {{}} Discovery_View_ListInputs */
/** @typedef {{}} Discovery_View_MapInputs */
/** @typedef {{}} Discovery_When_Next_WeekInputs */
/** @typedef {{}} Discovery_When_This_WeekInputs */
/** @typedef {{}} Discovery_When_TodayInputs */
/** @typedef {{}} Discovery_When_TomorrowInputs */
/** @typedef {{}} Discovery_When_WeekendInputs */
/** @typedef {{ km: NonNullable<unknown> }} Discovery_Within_Km_Of_A_NeighbourhoodInputs */
/** @typedef {{ km: NonNullable<unknown> }} Discovery_Within_Km_Of_Map_AreaInputs */
/** @typedef {{ km: NonNullable<unknown> }} Discovery_Within_Km_Of_My_LocationInputs */
/** @typedef {{ km: NonNullable<unknown> }} Discovery_Within_Km_Of_My_NeighbourhoodInputs */
/** @typedef {{ km: NonNullable<unknown>, place: NonNullable<unknown> }} Discovery_Within_Km_Of_PlaceInputs */
/** @typedef {{}} Events_Add_A_CommentInputs */
/** @typedef {{}} Events_Add_CommentInputs */
/** @typedef {{}} Events_Add_CountInputs */
/** @typedef {{}} Events_Add_PinInputs */
/** @typedef {{}} Events_Add_To_CalendarInputs */
/** @typedef {{}} Events_AddressInputs */
/** @typedef {{}} Events_Address_HintInputs */
/** @typedef {{}} Events_Address_MatchesInputs */
/** @typedef {{}} Events_Address_Search_DownInputs */
/** @typedef {{}} Events_After_CountInputs */
/** @typedef {{}} Events_Attend_EventInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Events_Attendees_LimitInputs */
/** @typedef {{}} Events_Attendees_Limit_UnlimitedInputs */
/** @typedef {{}} Events_Attending_NoteInputs */
/** @typedef {{ group: NonNullable<unknown> }} Events_Back_ToInputs */
/** @typedef {{}} Events_Browse_FilesInputs */
/** @typedef {{}} Events_CancelInputs */
/** @typedef {{}} Events_CancelledInputs */
/** @typedef {{}} Events_Cannot_CommentInputs */
/** @typedef {{}} Events_Centre_OnInputs */
/** @typedef {{ time: NonNullable<unknown>, location: NonNullable<unknown> }} Events_Changed_BothInputs */
/** @typedef {{ location: NonNullable<unknown> }} Events_Changed_PlaceInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Changed_TimeInputs */
/** @typedef {{}} Events_Choose_Another_FileInputs */
/** @typedef {{}} Events_Choose_CoverInputs */
/** @typedef {{}} Events_Choose_ImageInputs */
/** @typedef {{}} Events_Choose_PlaceInputs */
/** @typedef {{}} Events_Comment_From_FediverseInputs */
/** @typedef {{}} Events_Comment_HintInputs */
/** @typedef {{}} Events_Comment_LabelInputs */
/** @typedef {{}} Events_Comment_OptionsInputs */
/** @typedef {{}} Events_Comments_Load_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Copy_SubtitleInputs */
/** @typedef {{ max: NonNullable<unknown> }} Events_Count_HintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Cover_AltInputs */
/** @typedef {{}} Events_Cover_FileInputs */
/** @typedef {{}} Events_Cover_Preview_AltInputs */
/** @typedef {{}} Events_Cover_RepeatsInputs */
/** @typedef {{}} Events_Create_AnotherInputs */
/** @typedef {{}} Events_Create_EventInputs */
/** @typedef {{ group: NonNullable<unknown> }} Events_Create_TitleInputs */
/** @typedef {{}} Events_Current_Cover_AltInputs */
/** @typedef {{}} Events_Current_Cover_StaysInputs */
/** @typedef {{}} Events_Dates_To_AddInputs */
/** @typedef {{}} Events_Delete_CommentInputs */
/** @typedef {{}} Events_Delete_Comment_QuestionInputs */
/** @typedef {{}} Events_Delete_EventInputs */
/** @typedef {{}} Events_Delete_QuestionInputs */
/** @typedef {{}} Events_Delete_WhichInputs */
/** @typedef {{}} Events_Description_HintInputs */
/** @typedef {{}} Events_Description_LabelInputs */
/** @typedef {{}} Events_Details_For_Group_MembersInputs */
/** @typedef {{ group: NonNullable<unknown> }} Events_Details_For_MembersInputs */
/** @typedef {{}} Events_DirectionsInputs */
/** @typedef {{}} Events_Directions_New_TabInputs */
/** @typedef {{}} Events_Doc_TitleInputs */
/** @typedef {{}} Events_Does_Not_RepeatInputs */
/** @typedef {{}} Events_Download_CsvInputs */
/** @typedef {{}} Events_DuplicateInputs */
/** @typedef {{}} Events_Edit_CommentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Edit_Doc_TitleInputs */
/** @typedef {{}} Events_Edit_EventInputs */
/** @typedef {{}} Events_Edit_RecurringInputs */
/** @typedef {{}} Events_Edit_Your_CommentInputs */
/** @typedef {{}} Events_EditedInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Edited_AtInputs */
/** @typedef {{}} Events_End_LabelInputs */
/** @typedef {{}} Events_EndedInputs */
/** @typedef {{}} Events_Ended_NoteInputs */
/** @typedef {{}} Events_EndsInputs */
/** @typedef {{}} Events_ExploreInputs */
/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Events_Faces_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown>, more: NonNullable<unknown> }} Events_Faces_Label_MoreInputs */
/** @typedef {{}} Events_FormatInputs */
/** @typedef {{}} Events_Format_Fact_HybridInputs */
/** @typedef {{}} Events_Format_Fact_OnlineInputs */
/** @typedef {{}} Events_Format_Hint_HybridInputs */
/** @typedef {{}} Events_Format_Hint_In_PersonInputs */
/** @typedef {{}} Events_Format_Hint_OnlineInputs */
/** @typedef {{}} Events_Format_HybridInputs */
/** @typedef {{}} Events_Format_In_PersonInputs */
/** @typedef {{}} Events_Format_OnlineInputs */
/** @typedef {{}} Events_Frequency_BiweeklyInputs */
/** @typedef {{}} Events_Frequency_MonthlyInputs */
/** @typedef {{}} Events_Frequency_WeeklyInputs */
/** @typedef {{}} Events_Full_NoteInputs */
/** @typedef {{}} Events_Go_To_EventInputs */
/** @typedef {{}} Events_Go_To_GroupInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Group_Owner_SuffixInputs */
/** @typedef {{}} Events_Hand_Over_ButtonInputs */
/** @typedef {{}} Events_Hand_Over_ConfirmInputs */
/** @typedef {{}} Events_Hand_Over_TitleInputs */
/** @typedef {{}} Events_Host_ToolsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Hosted_ByInputs */
/** @typedef {{ name: NonNullable<unknown>, host: NonNullable<unknown> }} Events_Hosted_By_AskInputs */
/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Events_Hosted_By_MoreInputs */
/** @typedef {{}} Events_Hosts_Load_FailedInputs */
/** @typedef {{}} Events_Import_ButtonInputs */
/** @typedef {{}} Events_Import_Form_LabelInputs */
/** @typedef {{}} Events_Import_HintInputs */
/** @typedef {{}} Events_Import_Url_LabelInputs */
/** @typedef {{}} Events_Join_Group_And_AttendInputs */
/** @typedef {{}} Events_Join_Group_And_WaitlistInputs */
/** @typedef {{}} Events_Join_OnlineInputs */
/** @typedef {{}} Events_Join_To_SeeInputs */
/** @typedef {{}} Events_Join_WaitlistInputs */
/** @typedef {{}} Events_Last_DateInputs */
/** @typedef {{}} Events_Leave_EventInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Leave_Group_Gives_UpInputs */
/** @typedef {{}} Events_Leave_Group_QuestionInputs */
/** @typedef {{}} Events_Leave_WaitlistInputs */
/** @typedef {{}} Events_Link_For_GoingInputs */
/** @typedef {{}} Events_Loading_CommentsInputs */
/** @typedef {{}} Events_Loading_EventInputs */
/** @typedef {{}} Events_Loading_GroupInputs */
/** @typedef {{}} Events_Loading_HostsInputs */
/** @typedef {{}} Events_Loading_MapInputs */
/** @typedef {{}} Events_Loading_ParticipantsInputs */
/** @typedef {{}} Events_Loading_PastInputs */
/** @typedef {{}} Events_Loading_TabInputs */
/** @typedef {{}} Events_Loading_UpcomingInputs */
/** @typedef {{}} Events_Loading_YoursInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Local_Time_HintInputs */
/** @typedef {{}} Events_LocationInputs */
/** @typedef {{}} Events_Location_Hint_HybridInputs */
/** @typedef {{}} Events_Location_Hint_In_PersonInputs */
/** @typedef {{}} Events_Location_Hint_OnlineInputs */
/** @typedef {{}} Events_Map_New_TabInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Map_OfInputs */
/** @typedef {{}} Events_Meeting_LinkInputs */
/** @typedef {{}} Events_Meeting_Link_HintInputs */
/** @typedef {{}} Events_Meeting_Link_New_TabInputs */
/** @typedef {{ max: NonNullable<unknown> }} Events_More_Count_HintInputs */
/** @typedef {{}} Events_More_DatesInputs */
/** @typedef {{ count: NonNullable<unknown>, rule: NonNullable<unknown> }} Events_More_Dates_HintInputs */
/** @typedef {{}} Events_More_Until_HintInputs */
/** @typedef {{}} Events_Move_PinInputs */
/** @typedef {{}} Events_My_EventsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_My_Events_CountInputs */
/** @typedef {{}} Events_Names_SeparatorInputs */
/** @typedef {{}} Events_New_Last_DateInputs */
/** @typedef {{}} Events_No_Address_MatchesInputs */
/** @typedef {{}} Events_No_CommentsInputs */
/** @typedef {{}} Events_No_ImageInputs */
/** @typedef {{}} Events_No_Link_ManageInputs */
/** @typedef {{}} Events_No_Link_YetInputs */
/** @typedef {{}} Events_No_More_DatesInputs */
/** @typedef {{}} Events_No_Other_HostInputs */
/** @typedef {{}} Events_No_ParticipantsInputs */
/** @typedef {{ group: NonNullable<unknown>, owner: NonNullable<unknown> }} Events_Not_A_Host_BodyInputs */
/** @typedef {{}} Events_Not_A_Host_TitleInputs */
/** @typedef {{}} Events_Not_AttendingInputs */
/** @typedef {{}} Events_Number_Of_EventsInputs */
/** @typedef {{}} Events_On_DateInputs */
/** @typedef {{}} Events_Only_Host_Can_EditInputs */
/** @typedef {{}} Events_Opens_New_TabInputs */
/** @typedef {{}} Events_OptionsInputs */
/** @typedef {{}} Events_Owner_Will_AnswerInputs */
/** @typedef {{}} Events_Participants_LimitInputs */
/** @typedef {{}} Events_Participants_Limit_HintInputs */
/** @typedef {{}} Events_Participants_Load_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Participants_OfInputs */
/** @typedef {{}} Events_PastInputs */
/** @typedef {{}} Events_Past_Load_FailedInputs */
/** @typedef {{}} Events_Picker_Map_LabelInputs */
/** @typedef {{}} Events_Pin_AltInputs */
/** @typedef {{}} Events_Pin_CentreInputs */
/** @typedef {{}} Events_Pin_Drag_TitleInputs */
/** @typedef {{}} Events_Pin_Field_HintInputs */
/** @typedef {{}} Events_Pin_Field_LabelInputs */
/** @typedef {{}} Events_Pin_HintInputs */
/** @typedef {{ place: NonNullable<unknown>, point: NonNullable<unknown> }} Events_Pin_NearInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Pin_OfInputs */
/** @typedef {{}} Events_Pin_On_MapInputs */
/** @typedef {{ pin: NonNullable<unknown> }} Events_Pin_ReadoutInputs */
/** @typedef {{}} Events_Privacy_Hint_PrivateInputs */
/** @typedef {{}} Events_Privacy_Hint_PublicInputs */
/** @typedef {{}} Events_Privacy_LabelInputs */
/** @typedef {{}} Events_Private_Group_EventsInputs */
/** @typedef {{}} Events_Private_Group_NoteInputs */
/** @typedef {{}} Events_ReadyInputs */
/** @typedef {{}} Events_RemoveInputs */
/** @typedef {{}} Events_Remove_CoverInputs */
/** @typedef {{}} Events_Remove_Cover_FromInputs */
/** @typedef {{}} Events_Remove_Cover_From_LabelInputs */
/** @typedef {{}} Events_Remove_Cover_OneInputs */
/** @typedef {{}} Events_Remove_Cover_SeriesInputs */
/** @typedef {{}} Events_Remove_PinInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_BiweeklyInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_Monthly_1Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_Monthly_2Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_Monthly_3Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_Monthly_4Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_Monthly_LastInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_WeeklyInputs */
/** @typedef {{}} Events_RepeatsInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_BiweeklyInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_Monthly_1Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_Monthly_2Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_Monthly_3Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_Monthly_4Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_Monthly_LastInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_WeeklyInputs */
/** @typedef {{}} Events_Request_To_Join_To_AttendInputs */
/** @typedef {{}} Events_Requested_MembershipInputs */
/** @typedef {{}} Events_Required_NoteInputs */
/** @typedef {{}} Events_SaveInputs */
/** @typedef {{}} Events_Save_Changes_ToInputs */
/** @typedef {{}} Events_Save_WhichInputs */
/** @typedef {{}} Events_Scope_FollowingInputs */
/** @typedef {{}} Events_Scope_SeriesInputs */
/** @typedef {{}} Events_Scope_ThisInputs */
/** @typedef {{}} Events_SearchingInputs */
/** @typedef {{}} Events_SectionsInputs */
/** @typedef {{}} Events_See_Other_EventsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Selected_FileInputs */
/** @typedef {{}} Events_Series_DatesInputs */
/** @typedef {{ count: NonNullable<unknown>, frequency: NonNullable<unknown> }} Events_Series_SummaryInputs */
/** @typedef {{ total: NonNullable<unknown> }} Events_Show_All_DatesInputs */
/** @typedef {{}} Events_Show_MoreInputs */
/** @typedef {{}} Events_Sign_In_Join_To_SeeInputs */
/** @typedef {{}} Events_Sign_In_To_AttendInputs */
/** @typedef {{}} Events_Start_LabelInputs */
/** @typedef {{}} Events_Tab_AboutInputs */
/** @typedef {{}} Events_Tab_CommentsInputs */
/** @typedef {{}} Events_Tab_ParticipantsInputs */
/** @typedef {{}} Events_Title_HintInputs */
/** @typedef {{}} Events_Title_LabelInputs */
/** @typedef {{}} Events_Toast_Attend_FailedInputs */
/** @typedef {{}} Events_Toast_Attend_Failed_Not_MemberInputs */
/** @typedef {{}} Events_Toast_AttendingInputs */
/** @typedef {{}} Events_Toast_Comment_AddedInputs */
/** @typedef {{}} Events_Toast_Comment_Delete_FailedInputs */
/** @typedef {{}} Events_Toast_Comment_DeletedInputs */
/** @typedef {{}} Events_Toast_Comment_FailedInputs */
/** @typedef {{}} Events_Toast_Comment_Update_FailedInputs */
/** @typedef {{}} Events_Toast_Comment_UpdatedInputs */
/** @typedef {{}} Events_Toast_Cover_Delete_FailedInputs */
/** @typedef {{}} Events_Toast_Cover_DeletedInputs */
/** @typedef {{}} Events_Toast_Cover_Upload_FailedInputs */
/** @typedef {{}} Events_Toast_Cover_UploadedInputs */
/** @typedef {{}} Events_Toast_Create_FailedInputs */
/** @typedef {{}} Events_Toast_CreatedInputs */
/** @typedef {{}} Events_Toast_Delete_FailedInputs */
/** @typedef {{}} Events_Toast_DeletedInputs */
/** @typedef {{}} Events_Toast_Hand_Over_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Toast_Handed_OverInputs */
/** @typedef {{}} Events_Toast_Import_FailedInputs */
/** @typedef {{}} Events_Toast_Join_Group_FailedInputs */
/** @typedef {{}} Events_Toast_Joined_GroupInputs */
/** @typedef {{}} Events_Toast_Leave_Event_FailedInputs */
/** @typedef {{}} Events_Toast_Left_EventInputs */
/** @typedef {{}} Events_Toast_Membership_Request_FailedInputs */
/** @typedef {{}} Events_Toast_Membership_RequestedInputs */
/** @typedef {{}} Events_Toast_Update_FailedInputs */
/** @typedef {{}} Events_Toast_UpdatedInputs */
/** @typedef {{}} Events_Toast_WaitlistedInputs */
/** @typedef {{}} Events_Until_HintInputs */
/** @typedef {{}} Events_Until_LaterInputs */
/** @typedef {{}} Events_UpcomingInputs */
/** @typedef {{}} Events_Upcoming_Load_FailedInputs */
/** @typedef {{}} Events_Update_EventInputs */
/** @typedef {{}} Events_Upload_CoverInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Events_Uploaded_On_SaveInputs */
/** @typedef {{}} Events_Use_Cover_ForInputs */
/** @typedef {{}} Events_Use_This_ImageInputs */
/** @typedef {{}} Events_Use_This_PinInputs */
/** @typedef {{}} Events_Waitlist_Order_NoteInputs */
/** @typedef {{ position: NonNullable<unknown>, ordinal: NonNullable<unknown> }} Events_Waitlist_PlaceInputs */
/** @typedef {{}} Events_Waitlisted_NoteInputs */
/** @typedef {{}} Events_WhereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Who_Will_HostInputs */
/** @typedef {{}} Events_Your_EventsInputs */
/** @typedef {{}} Events_Your_Local_TimeInputs */
/** @typedef {{}} Events_Yours_Load_FailedInputs */
/** @typedef {{}} Feeds_Csv_NameInputs */
/** @typedef {{}} Feeds_Csv_RoleInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Feeds_Csv_Rsvp_TimeInputs */
/** @typedef {{ date: NonNullable<unknown>, time: NonNullable<unknown> }} Feeds_Date_At_TimeInputs */
/** @typedef {{}} Feeds_Export_BlockedInputs */
/** @typedef {{}} Feeds_Export_CommentsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Feeds_Export_Conversation_WithInputs */
/** @typedef {{}} Feeds_Export_EmailInputs */
/** @typedef {{}} Feeds_Export_EventsInputs */
/** @typedef {{}} Feeds_Export_GroupsInputs */
/** @typedef {{}} Feeds_Export_HiddenInputs */
/** @typedef {{ site: NonNullable<unknown>, name: NonNullable<unknown>, date: NonNullable<unknown> }} Feeds_Export_IntroInputs */
/** @typedef {{}} Feeds_Export_Member_SinceInputs */
/** @typedef {{}} Feeds_Export_MessagesInputs */
/** @typedef {{}} Feeds_Export_NothingInputs */
/** @typedef {{}} Feeds_Export_NotificationsInputs */
/** @typedef {{}} Feeds_Export_PicturesInputs */
/** @typedef {{}} Feeds_Export_PlaceInputs */
/** @typedef {{}} Feeds_Export_ProfileInputs */
/** @typedef {{}} Feeds_Export_RequestsInputs */
/** @typedef {{ site: NonNullable<unknown> }} Feeds_Export_TitleInputs */
/** @typedef {{}} Feeds_Export_YouInputs */
/** @typedef {{ group: NonNullable<unknown> }} Feeds_Group_Calendar_DescriptionInputs */
/** @typedef {{ group: NonNullable<unknown> }} Feeds_Group_Feed_CopyrightInputs */
/** @typedef {{ group: NonNullable<unknown> }} Feeds_Group_Feed_TitleInputs */
/** @typedef {{ url: NonNullable<unknown> }} Feeds_Join_OnlineInputs */
/** @typedef {{}} Feeds_My_Events_CalendarInputs */
/** @typedef {{}} Feeds_My_Events_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Feeds_Waitlist_SummaryInputs */
/** @typedef {{ link: NonNullable<unknown> }} Groups_Account_NeededInputs */
/** @typedef {{}} Groups_Approve_RequestInputs */
/** @typedef {{ date: NonNullable<unknown> }} Groups_Asked_To_Join_OnInputs */
/** @typedef {{}} Groups_Ban_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Groups_Ban_MessageInputs */
/** @typedef {{ length: NonNullable<unknown>, max: NonNullable<unknown> }} Groups_Ban_Reason_HintInputs */
/** @typedef {{}} Groups_Ban_Reason_LabelInputs */
/** @typedef {{}} Groups_Ban_Reason_PrefixInputs */
/** @typedef {{}} Groups_Ban_TitleInputs */
/** @typedef {{}} Groups_Banned_Cannot_JoinInputs */
/** @typedef {{}} Groups_Banned_EmptyInputs */
/** @typedef {{ group: NonNullable<unknown> }} Groups_Banned_List_LabelInputs */
/** @typedef {{}} Groups_Banned_Load_FailedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Groups_Banned_OnInputs */
/** @typedef {{ date: NonNullable<unknown>, name: NonNullable<unknown> }} Groups_Banned_On_ByInputs */
/** @typedef {{}} Groups_Calendar_CopyInputs */
/** @typedef {{}} Groups_Calendar_DownloadInputs */
/** @typedef {{}} Groups_Calendar_Download_NoteInputs */
/** @typedef {{}} Groups_Calendar_OpenInputs */
/** @typedef {{}} Groups_Calendar_SubscribeInputs */
/** @typedef {{ group: NonNullable<unknown> }} Groups_Cover_AltInputs */
/** @typedef {{}} Groups_Cover_ChangeInputs */
/** @typedef {{}} Groups_Cover_Current_AltInputs */
/** @typedef {{}} Groups_Cover_DeleteInputs */
/** @typedef {{}} Groups_Cover_Delete_ConfirmInputs */
/** @typedef {{}} Groups_Cover_Delete_QuestionInputs */
/** @typedef {{}} Groups_Cover_File_LabelInputs */
/** @typedef {{}} Groups_Cover_Preview_AltInputs */
/** @typedef {{}} Groups_Cover_UploadInputs */
/** @typedef {{}} Groups_Cover_Uploaded_On_SaveInputs */
/** @typedef {{}} Groups_Create_A_GroupInputs */
/** @typedef {{}} Groups_Create_ButtonInputs */
/** @typedef {{}} Groups_Create_EventInputs */
/** @typedef {{}} Groups_Create_Free_AccountInputs */
/** @typedef {{}} Groups_Create_Or_ImportInputs */
/** @typedef {{}} Groups_Decline_And_BanInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Decline_And_Ban_QuestionInputs */
/** @typedef {{}} Groups_Delete_GroupInputs */
/** @typedef {{}} Groups_Delete_QuestionInputs */
/** @typedef {{}} Groups_Description_HintInputs */
/** @typedef {{ distance: NonNullable<unknown> }} Groups_Distance_KmInputs */
/** @typedef {{}} Groups_Document_Title_GroupInputs */
/** @typedef {{}} Groups_Edit_Description_HintInputs */
/** @typedef {{}} Groups_Edit_Form_LabelInputs */
/** @typedef {{}} Groups_Fediverse_Address_CopiedInputs */
/** @typedef {{}} Groups_Fediverse_Copy_AddressInputs */
/** @typedef {{}} Groups_Fediverse_Copy_FailedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Fediverse_Followers_CountInputs */
/** @typedef {{}} Groups_Fediverse_IntroInputs */
/** @typedef {{}} Groups_Fediverse_TitleInputs */
/** @typedef {{}} Groups_Field_DescriptionInputs */
/** @typedef {{}} Groups_Field_HandleInputs */
/** @typedef {{}} Groups_Field_IdInputs */
/** @typedef {{}} Groups_Field_NameInputs */
/** @typedef {{}} Groups_Field_PrivacyInputs */
/** @typedef {{}} Groups_Follow_Account_LabelInputs */
/** @typedef {{}} Groups_Follow_ButtonInputs */
/** @typedef {{}} Groups_Follow_Form_LabelInputs */
/** @typedef {{}} Groups_Followers_EmptyInputs */
/** @typedef {{ group: NonNullable<unknown> }} Groups_Followers_List_LabelInputs */
/** @typedef {{}} Groups_Followers_Load_FailedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Groups_Followers_SinceInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Free_GroupsInputs */
/** @typedef {{}} Groups_Go_To_GroupInputs */
/** @typedef {{}} Groups_Handle_HintInputs */
/** @typedef {{}} Groups_Handle_Hint_PrivateInputs */
/** @typedef {{ address: NonNullable<unknown> }} Groups_Handle_PreviewInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Groups_Handover_MessageInputs */
/** @typedef {{}} Groups_Handover_TitleInputs */
/** @typedef {{}} Groups_Help_PageInputs */
/** @typedef {{}} Groups_Hero_EyebrowInputs */
/** @typedef {{}} Groups_Hero_Get_StartedInputs */
/** @typedef {{}} Groups_Hero_Sign_InInputs */
/** @typedef {{ free: NonNullable<unknown> }} Groups_Hero_TextInputs */
/** @typedef {{}} Groups_Hero_TitleInputs */
/** @typedef {{}} Groups_Home_Place_HintInputs */
/** @typedef {{}} Groups_Home_Place_LabelInputs */
/** @typedef {{}} Groups_Home_Place_NoneInputs */
/** @typedef {{ address: NonNullable<unknown> }} Groups_Id_AvailableInputs */
/** @typedef {{}} Groups_Id_HintInputs */
/** @typedef {{}} Groups_Import_ButtonInputs */
/** @typedef {{ button: NonNullable<unknown> }} Groups_Import_FetchingInputs */
/** @typedef {{}} Groups_Import_Form_LabelInputs */
/** @typedef {{}} Groups_Import_HintInputs */
/** @typedef {{}} Groups_Import_Hint_DefaultInputs */
/** @typedef {{}} Groups_Import_OrInputs */
/** @typedef {{}} Groups_Import_Url_LabelInputs */
/** @typedef {{}} Groups_Join_GroupInputs */
/** @typedef {{}} Groups_Leave_GroupInputs */
/** @typedef {{}} Groups_Lift_BanInputs */
/** @typedef {{}} Groups_Loading_BannedInputs */
/** @typedef {{}} Groups_Loading_FollowersInputs */
/** @typedef {{}} Groups_Loading_GroupInputs */
/** @typedef {{}} Groups_Loading_MembersInputs */
/** @typedef {{}} Groups_Loading_RequestsInputs */
/** @typedef {{}} Groups_Loading_TabInputs */
/** @typedef {{}} Groups_Loading_Your_GroupsInputs */
/** @typedef {{}} Groups_Main_PageInputs */
/** @typedef {{}} Groups_Make_Event_HostInputs */
/** @typedef {{}} Groups_Make_OwnerInputs */
/** @typedef {{}} Groups_Manage_GroupInputs */
/** @typedef {{ group: NonNullable<unknown> }} Groups_Manage_Group_OfInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Member_ActionsInputs */
/** @typedef {{}} Groups_Members_EmptyInputs */
/** @typedef {{ group: NonNullable<unknown> }} Groups_Members_List_LabelInputs */
/** @typedef {{}} Groups_Members_Load_FailedInputs */
/** @typedef {{ free: NonNullable<unknown>, link: NonNullable<unknown> }} Groups_More_Groups_NoteInputs */
/** @typedef {{}} Groups_My_GroupsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_My_Groups_CountInputs */
/** @typedef {{ link: NonNullable<unknown> }} Groups_My_Groups_EmptyInputs */
/** @typedef {{}} Groups_Name_HintInputs */
/** @typedef {{ group: NonNullable<unknown>, name: NonNullable<unknown> }} Groups_Not_Owner_TextInputs */
/** @typedef {{}} Groups_Not_Owner_TitleInputs */
/** @typedef {{}} Groups_OptionsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Organized_ByInputs */
/** @typedef {{}} Groups_Past_EmptyInputs */
/** @typedef {{}} Groups_Privacy_Hint_PrivateInputs */
/** @typedef {{}} Groups_Privacy_Hint_PublicInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Reject_QuestionInputs */
/** @typedef {{}} Groups_Reject_RequestInputs */
/** @typedef {{}} Groups_Remove_ConfirmInputs */
/** @typedef {{}} Groups_Remove_Event_HostInputs */
/** @typedef {{}} Groups_Remove_FollowerInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Remove_Follower_QuestionInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Groups_Remove_MessageInputs */
/** @typedef {{}} Groups_Remove_TitleInputs */
/** @typedef {{}} Groups_Request_To_JoinInputs */
/** @typedef {{}} Groups_Requested_MembershipInputs */
/** @typedef {{}} Groups_Requests_EmptyInputs */
/** @typedef {{}} Groups_Requests_List_LabelInputs */
/** @typedef {{}} Groups_Requests_Load_FailedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Requests_PendingInputs */
/** @typedef {{}} Groups_Required_NoteInputs */
/** @typedef {{}} Groups_Role_HostInputs */
/** @typedef {{}} Groups_Role_MemberInputs */
/** @typedef {{}} Groups_Role_OwnerInputs */
/** @typedef {{}} Groups_Save_ChangesInputs */
/** @typedef {{}} Groups_Show_MoreInputs */
/** @typedef {{}} Groups_Show_More_MembersInputs */
/** @typedef {{}} Groups_Sign_In_To_JoinInputs */
/** @typedef {{}} Groups_Tab_AboutInputs */
/** @typedef {{}} Groups_Tab_BannedInputs */
/** @typedef {{}} Groups_Tab_FediverseInputs */
/** @typedef {{}} Groups_Tab_MembersInputs */
/** @typedef {{}} Groups_Tab_PastInputs */
/** @typedef {{}} Groups_Tab_RequestsInputs */
/** @typedef {{}} Groups_Tab_UpcomingInputs */
/** @typedef {{}} Groups_Tabs_LabelInputs */
/** @typedef {{}} Groups_Toast_Ban_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Ban_LiftedInputs */
/** @typedef {{}} Groups_Toast_Change_Role_FailedInputs */
/** @typedef {{}} Groups_Toast_Cover_Delete_FailedInputs */
/** @typedef {{}} Groups_Toast_Cover_DeletedInputs */
/** @typedef {{}} Groups_Toast_Cover_Upload_FailedInputs */
/** @typedef {{}} Groups_Toast_Cover_UploadedInputs */
/** @typedef {{}} Groups_Toast_Create_FailedInputs */
/** @typedef {{}} Groups_Toast_CreatedInputs */
/** @typedef {{}} Groups_Toast_Delete_FailedInputs */
/** @typedef {{}} Groups_Toast_DeletedInputs */
/** @typedef {{}} Groups_Toast_Follow_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Follower_RemovedInputs */
/** @typedef {{}} Groups_Toast_Hand_Over_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Handed_OverInputs */
/** @typedef {{}} Groups_Toast_Import_FailedInputs */
/** @typedef {{}} Groups_Toast_Import_UnreachableInputs */
/** @typedef {{}} Groups_Toast_ImportedInputs */
/** @typedef {{}} Groups_Toast_Join_FailedInputs */
/** @typedef {{}} Groups_Toast_JoinedInputs */
/** @typedef {{}} Groups_Toast_Leave_FailedInputs */
/** @typedef {{}} Groups_Toast_LeftInputs */
/** @typedef {{}} Groups_Toast_Lift_Ban_FailedInputs */
/** @typedef {{}} Groups_Toast_Limit_ExceededInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Made_HostInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Member_BannedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Member_RemovedInputs */
/** @typedef {{}} Groups_Toast_Membership_Request_FailedInputs */
/** @typedef {{}} Groups_Toast_Membership_RequestedInputs */
/** @typedef {{}} Groups_Toast_Remove_Follower_FailedInputs */
/** @typedef {{}} Groups_Toast_Remove_Member_FailedInputs */
/** @typedef {{}} Groups_Toast_Request_ApprovedInputs */
/** @typedef {{}} Groups_Toast_Request_Handling_FailedInputs */
/** @typedef {{}} Groups_Toast_Request_RejectedInputs */
/** @typedef {{}} Groups_Toast_Request_WithdrawnInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Unmade_HostInputs */
/** @typedef {{}} Groups_Toast_Update_FailedInputs */
/** @typedef {{}} Groups_Toast_UpdatedInputs */
/** @typedef {{}} Groups_Toast_Withdraw_FailedInputs */
/** @typedef {{}} Groups_Upcoming_EmptyInputs */
/** @typedef {{}} Groups_Withdraw_RequestInputs */
/** @typedef {{}} Groups_Your_Groups_LabelInputs */
/** @typedef {{}} Groups_Your_Groups_Load_FailedInputs */
/** @typedef {{}} Home_Bubble_Book_ClubInputs */
/** @typedef {{}} Home_Bubble_CoffeeInputs */
/** @typedef {{}} Home_Bubble_Dog_WalksInputs */
/** @typedef {{}} Home_Bubble_GardeningInputs */
/** @typedef {{}} Home_Bubble_HikingInputs */
/** @typedef {{}} Home_Bubble_Jam_NightsInputs */
/** @typedef {{}} Home_Bubble_RunningInputs */
/** @typedef {{}} Home_Bubble_SketchingInputs */
/** @typedef {{}} Home_Create_AccountInputs */
/** @typedef {{}} Home_Create_Own_GroupInputs */
/** @typedef {{}} Home_Events_SubtitleInputs */
/** @typedef {{}} Home_Explore_EventsInputs */
/** @typedef {{}} Home_Explore_GroupsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Home_Find_People_TextInputs */
/** @typedef {{}} Home_Find_People_TitleInputs */
/** @typedef {{}} Home_First_Event_TextInputs */
/** @typedef {{}} Home_First_Event_TitleInputs */
/** @typedef {{}} Home_Groups_SubtitleInputs */
/** @typedef {{}} Home_Have_AccountInputs */
/** @typedef {{}} Home_Hero_ActionInputs */
/** @typedef {{}} Home_Hero_EyebrowInputs */
/** @typedef {{}} Home_Hero_TextInputs */
/** @typedef {{}} Home_Hero_TitleInputs */
/** @typedef {{}} Home_My_EventsInputs */
/** @typedef {{}} Home_My_GroupsInputs */
/** @typedef {{}} Home_New_TextInputs */
/** @typedef {{}} Home_New_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Home_Welcome_BackInputs */
/** @typedef {{}} Home_Welcome_TextInputs */
/** @typedef {{ taken: NonNullable<unknown>, count: NonNullable<unknown> }} Labels_Attendance_With_WaitlistInputs */
/** @typedef {{}} Labels_Event_Privacy_PrivateInputs */
/** @typedef {{}} Labels_Event_Privacy_PublicInputs */
/** @typedef {{ count: NonNullable<unknown> }} Labels_Going_CountInputs */
/** @typedef {{}} Labels_Group_Privacy_PrivateInputs */
/** @typedef {{}} Labels_Group_Privacy_PublicInputs */
/** @typedef {{}} Labels_Hidden_By_ModeratorsInputs */
/** @typedef {{}} Labels_Location_SeparatorInputs */
/** @typedef {{ count: NonNullable<unknown> }} Labels_Members_CountInputs */
/** @typedef {{}} Labels_No_One_GoingInputs */
/** @typedef {{}} Labels_Participant_Role_HostInputs */
/** @typedef {{}} Labels_Participant_Role_ParticipantInputs */
/** @typedef {{}} Labels_Participant_Role_WaitlistedInputs */
/** @typedef {{ taken: NonNullable<unknown>, limit: NonNullable<unknown> }} Labels_Places_TakenInputs */
/** @typedef {{}} Labels_Waiting_For_ReviewInputs */
/** @typedef {{}} Legal_ContentsInputs */
/** @typedef {{}} Legal_Cookies_Auth_Store_DurationInputs */
/** @typedef {{}} Legal_Cookies_Auth_Store_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Changes_HeadingInputs */
/** @typedef {{ helpLink: NonNullable<unknown>, privacyLink: NonNullable<unknown> }} Legal_Cookies_Changes_P1Inputs */
/** @typedef {{}} Legal_Cookies_Color_Scheme_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Column_DurationInputs */
/** @typedef {{}} Legal_Cookies_Column_NameInputs */
/** @typedef {{}} Legal_Cookies_Column_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Column_TypeInputs */
/** @typedef {{}} Legal_Cookies_Control_HeadingInputs */
/** @typedef {{ session: NonNullable<unknown>, xsrf: NonNullable<unknown> }} Legal_Cookies_Control_P1Inputs */
/** @typedef {{}} Legal_Cookies_IntroInputs */
/** @typedef {{}} Legal_Cookies_Kind_CookieInputs */
/** @typedef {{}} Legal_Cookies_Kind_Cookie_Http_OnlyInputs */
/** @typedef {{}} Legal_Cookies_Kind_Local_StorageInputs */
/** @typedef {{}} Legal_Cookies_Kind_Session_StorageInputs */
/** @typedef {{}} Legal_Cookies_List_HeadingInputs */
/** @typedef {{ authStore: NonNullable<unknown>, session: NonNullable<unknown>, legacySession: NonNullable<unknown> }} Legal_Cookies_List_P1Inputs */
/** @typedef {{}} Legal_Cookies_Locale_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Necessary_HeadingInputs */
/** @typedef {{}} Legal_Cookies_Necessary_NotInputs */
/** @typedef {{ not: NonNullable<unknown> }} Legal_Cookies_Necessary_P1Inputs */
/** @typedef {{}} Legal_Cookies_Necessary_P2Inputs */
/** @typedef {{}} Legal_Cookies_One_YearInputs */
/** @typedef {{}} Legal_Cookies_Reload_DurationInputs */
/** @typedef {{}} Legal_Cookies_Reload_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Session_DurationInputs */
/** @typedef {{}} Legal_Cookies_Session_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Table_LabelInputs */
/** @typedef {{}} Legal_Cookies_Theme_DurationInputs */
/** @typedef {{}} Legal_Cookies_Theme_PurposeInputs */
/** @typedef {{}} Legal_Cookies_TitleInputs */
/** @typedef {{}} Legal_Cookies_What_HeadingInputs */
/** @typedef {{}} Legal_Cookies_What_P1Inputs */
/** @typedef {{}} Legal_Cookies_Xsrf_DurationInputs */
/** @typedef {{}} Legal_Cookies_Xsrf_PurposeInputs */
/** @typedef {{}} Legal_Fact_CityInputs */
/** @typedef {{}} Legal_Fact_Governing_LawInputs */
/** @typedef {{ count: NonNullable<unknown> }} Legal_Free_GroupsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Legal_Free_Groups_FreeInputs */
/** @typedef {{}} Legal_Help_Document_TitleInputs */
/** @typedef {{}} Legal_Help_HomeInputs */
/** @typedef {{ freeGroups: NonNullable<unknown> }} Legal_Help_IntroInputs */
/** @typedef {{}} Legal_Help_LoadingInputs */
/** @typedef {{}} Legal_Help_TitleInputs */
/** @typedef {{}} Legal_Help_UnavailableInputs */
/** @typedef {{ date: NonNullable<unknown> }} Legal_Last_UpdatedInputs */
/** @typedef {{}} Legal_Link_CookiesInputs */
/** @typedef {{}} Legal_Link_HelpInputs */
/** @typedef {{}} Legal_Link_PrivacyInputs */
/** @typedef {{}} Legal_Privacy_Age_HeadingInputs */
/** @typedef {{ age: NonNullable<unknown> }} Legal_Privacy_Age_P1Inputs */
/** @typedef {{}} Legal_Privacy_Changes_HeadingInputs */
/** @typedef {{ cookiesLink: NonNullable<unknown> }} Legal_Privacy_Changes_P1Inputs */
/** @typedef {{}} Legal_Privacy_Collect_AccountInputs */
/** @typedef {{}} Legal_Privacy_Collect_Account_LabelInputs */
/** @typedef {{}} Legal_Privacy_Collect_ActivityInputs */
/** @typedef {{}} Legal_Privacy_Collect_Activity_LabelInputs */
/** @typedef {{}} Legal_Privacy_Collect_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Collect_P1Inputs */
/** @typedef {{}} Legal_Privacy_Collect_P2Inputs */
/** @typedef {{}} Legal_Privacy_Collect_ProfileInputs */
/** @typedef {{}} Legal_Privacy_Collect_Profile_LabelInputs */
/** @typedef {{}} Legal_Privacy_Collect_TechnicalInputs */
/** @typedef {{}} Legal_Privacy_Collect_Technical_LabelInputs */
/** @typedef {{}} Legal_Privacy_Contact_HeadingInputs */
/** @typedef {{ helpLink: NonNullable<unknown> }} Legal_Privacy_Contact_P1Inputs */
/** @typedef {{}} Legal_Privacy_Fediverse_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Fediverse_P1Inputs */
/** @typedef {{}} Legal_Privacy_Fediverse_P2Inputs */
/** @typedef {{ city: NonNullable<unknown>, age: NonNullable<unknown> }} Legal_Privacy_IntroInputs */
/** @typedef {{}} Legal_Privacy_Retention_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Retention_P1Inputs */
/** @typedef {{}} Legal_Privacy_Rights_HeadingInputs */
/** @typedef {{ helpLink: NonNullable<unknown> }} Legal_Privacy_Rights_P1Inputs */
/** @typedef {{}} Legal_Privacy_Security_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Security_P1Inputs */
/** @typedef {{}} Legal_Privacy_Sharing_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Sharing_Item1Inputs */
/** @typedef {{}} Legal_Privacy_Sharing_Item2Inputs */
/** @typedef {{}} Legal_Privacy_Sharing_Item3Inputs */
/** @typedef {{}} Legal_Privacy_Sharing_P1Inputs */
/** @typedef {{}} Legal_Privacy_Third_Parties_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Third_Parties_P1Inputs */
/** @typedef {{}} Legal_Privacy_Third_Parties_P2Inputs */
/** @typedef {{}} Legal_Privacy_TitleInputs */
/** @typedef {{}} Legal_Privacy_Use_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Use_Item1Inputs */
/** @typedef {{}} Legal_Privacy_Use_Item2Inputs */
/** @typedef {{}} Legal_Privacy_Use_Item3Inputs */
/** @typedef {{}} Legal_Privacy_Use_Item4Inputs */
/** @typedef {{}} Legal_Privacy_Use_Item5Inputs */
/** @typedef {{}} Legal_Privacy_Use_Item6Inputs */
/** @typedef {{}} Legal_Privacy_Visible_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Visible_P1Inputs */
/** @typedef {{}} Legal_Privacy_Visible_P2Inputs */
/** @typedef {{}} Legal_Terms_Account_HeadingInputs */
/** @typedef {{ helpLink: NonNullable<unknown> }} Legal_Terms_Account_P1Inputs */
/** @typedef {{}} Legal_Terms_Account_P2Inputs */
/** @typedef {{}} Legal_Terms_Agreement_HeadingInputs */
/** @typedef {{ city: NonNullable<unknown> }} Legal_Terms_Agreement_P1Inputs */
/** @typedef {{ privacyLink: NonNullable<unknown>, cookiesLink: NonNullable<unknown> }} Legal_Terms_Agreement_P2Inputs */
/** @typedef {{}} Legal_Terms_Changes_HeadingInputs */
/** @typedef {{ days: NonNullable<unknown> }} Legal_Terms_Changes_P1Inputs */
/** @typedef {{}} Legal_Terms_Contact_HeadingInputs */
/** @typedef {{ helpLink: NonNullable<unknown> }} Legal_Terms_Contact_P1Inputs */
/** @typedef {{}} Legal_Terms_Content_HeadingInputs */
/** @typedef {{}} Legal_Terms_Content_P1Inputs */
/** @typedef {{}} Legal_Terms_Content_P2Inputs */
/** @typedef {{}} Legal_Terms_Disclaimer_HeadingInputs */
/** @typedef {{}} Legal_Terms_Disclaimer_P1Inputs */
/** @typedef {{}} Legal_Terms_Eligibility_HeadingInputs */
/** @typedef {{ age: NonNullable<unknown> }} Legal_Terms_Eligibility_P1Inputs */
/** @typedef {{}} Legal_Terms_Eligibility_P2Inputs */
/** @typedef {{}} Legal_Terms_Ending_HeadingInputs */
/** @typedef {{}} Legal_Terms_Ending_P1Inputs */
/** @typedef {{}} Legal_Terms_Ending_P2Inputs */
/** @typedef {{}} Legal_Terms_Groups_HeadingInputs */
/** @typedef {{}} Legal_Terms_Groups_Item1Inputs */
/** @typedef {{}} Legal_Terms_Groups_Item2Inputs */
/** @typedef {{}} Legal_Terms_Groups_Item3Inputs */
/** @typedef {{ freeGroups: NonNullable<unknown>, helpLink: NonNullable<unknown> }} Legal_Terms_Groups_P1Inputs */
/** @typedef {{}} Legal_Terms_Groups_P2Inputs */
/** @typedef {{}} Legal_Terms_Groups_P3Inputs */
/** @typedef {{ age: NonNullable<unknown>, freeGroups: NonNullable<unknown> }} Legal_Terms_IntroInputs */
/** @typedef {{}} Legal_Terms_Law_HeadingInputs */
/** @typedef {{ law: NonNullable<unknown> }} Legal_Terms_Law_P1Inputs */
/** @typedef {{}} Legal_Terms_Liability_HeadingInputs */
/** @typedef {{}} Legal_Terms_Liability_P1Inputs */
/** @typedef {{}} Legal_Terms_Liability_P2Inputs */
/** @typedef {{}} Legal_Terms_Rules_HeadingInputs */
/** @typedef {{}} Legal_Terms_Rules_Item1Inputs */
/** @typedef {{}} Legal_Terms_Rules_Item2Inputs */
/** @typedef {{}} Legal_Terms_Rules_Item3Inputs */
/** @typedef {{}} Legal_Terms_Rules_Item4Inputs */
/** @typedef {{}} Legal_Terms_Rules_Item5Inputs */
/** @typedef {{}} Legal_Terms_Rules_Item6Inputs */
/** @typedef {{}} Legal_Terms_Rules_P1Inputs */
/** @typedef {{}} Legal_Terms_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Activity_JoinedInputs */
/** @typedef {{ count: NonNullable<unknown>, event: NonNullable<unknown> }} Mail_Activity_Joined_FirstInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Activity_LeftInputs */
/** @typedef {{ count: NonNullable<unknown>, event: NonNullable<unknown> }} Mail_Activity_Left_FirstInputs */
/** @typedef {{ phrases: NonNullable<unknown> }} Mail_Activity_SentenceInputs */
/** @typedef {{}} Mail_Activity_SeparatorInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Activity_WaitlistedInputs */
/** @typedef {{ count: NonNullable<unknown>, event: NonNullable<unknown> }} Mail_Activity_Waitlisted_FirstInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Mail_Asks_To_JoinInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_CancelledInputs */
/** @typedef {{ event: NonNullable<unknown>, place: NonNullable<unknown>, placeBefore: NonNullable<unknown> }} Mail_Changed_PlaceInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, whenBefore: NonNullable<unknown> }} Mail_Changed_TimeInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, whenBefore: NonNullable<unknown>, place: NonNullable<unknown>, placeBefore: NonNullable<unknown> }} Mail_Changed_Time_And_PlaceInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, quote: NonNullable<unknown> }} Mail_CommentedInputs */
/** @typedef {{}} Mail_Digest_Event_Activity_SubjectInputs */
/** @typedef {{}} Mail_Digest_Event_Activity_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Mail_Digest_HeadingInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Event_With_TimeInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, count: NonNullable<unknown> }} Mail_Full_AllInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Full_OneInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Mail_Group_GivenInputs */
/** @typedef {{ group: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_New_EventInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_New_HostInputs */
/** @typedef {{}} Mail_Notification_SettingsInputs */
/** @typedef {{ group: NonNullable<unknown> }} Mail_Now_Event_HostInputs */
/** @typedef {{}} Mail_Open_In_AppInputs */
/** @typedef {{ count: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Places_Opened_ManyInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Places_Opened_OneInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_PromotedInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Mail_Reason_KindInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, place: NonNullable<unknown> }} Mail_ReminderInputs */
/** @typedef {{ position: NonNullable<unknown> }} Mail_Reminder_WaitlistedInputs */
/** @typedef {{}} Mail_Report_Closed_ActionInputs */
/** @typedef {{}} Mail_Report_Closed_No_ActionInputs */
/** @typedef {{ group: NonNullable<unknown> }} Mail_Request_ApprovedInputs */
/** @typedef {{ group: NonNullable<unknown> }} Mail_Request_DeclinedInputs */
/** @typedef {{ text: NonNullable<unknown> }} Mail_SubjectInputs */
/** @typedef {{ label: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Text_LinkInputs */
/** @typedef {{ name: NonNullable<unknown>, count: NonNullable<unknown> }} Mail_Unread_MessagesInputs */
/** @typedef {{}} Mail_UnsubscribeInputs */
/** @typedef {{}} Mail_Verify_ActionInputs */
/** @typedef {{}} Mail_Verify_Open_LinkInputs */
/** @typedef {{}} Mail_Verify_ReasonInputs */
/** @typedef {{}} Mail_Verify_Someone_AskedInputs */
/** @typedef {{}} Mail_Verify_SubjectInputs */
/** @typedef {{}} Messaging_Back_To_ConversationsInputs */
/** @typedef {{}} Messaging_BlockInputs */
/** @typedef {{}} Messaging_Block_ExplainsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Block_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Block_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_BlockedInputs */
/** @typedef {{ name: NonNullable<unknown>, link: NonNullable<unknown> }} Messaging_Blocked_NoticeInputs */
/** @typedef {{}} Messaging_Blocked_Notice_LinkInputs */
/** @typedef {{}} Messaging_Blocked_PeopleInputs */
/** @typedef {{}} Messaging_Blocked_People_DescriptionInputs */
/** @typedef {{}} Messaging_Blocked_People_Load_FailedInputs */
/** @typedef {{}} Messaging_Conversation_OptionsInputs */
/** @typedef {{}} Messaging_ConversationsInputs */
/** @typedef {{}} Messaging_Conversations_Load_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Document_Title_WithInputs */
/** @typedef {{}} Messaging_Loading_Blocked_PeopleInputs */
/** @typedef {{}} Messaging_Loading_ConversationsInputs */
/** @typedef {{}} Messaging_Loading_MessagesInputs */
/** @typedef {{}} Messaging_Message_LabelInputs */
/** @typedef {{}} Messaging_Message_OptionsInputs */
/** @typedef {{}} Messaging_Messages_Load_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Messages_WithInputs */
/** @typedef {{}} Messaging_No_Blocked_PeopleInputs */
/** @typedef {{}} Messaging_No_ConversationsInputs */
/** @typedef {{}} Messaging_No_MessagesInputs */
/** @typedef {{}} Messaging_Opening_ConversationInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Report_PersonInputs */
/** @typedef {{}} Messaging_SendInputs */
/** @typedef {{}} Messaging_Send_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_SenderInputs */
/** @typedef {{}} Messaging_Show_OlderInputs */
/** @typedef {{}} Messaging_Start_FailedInputs */
/** @typedef {{}} Messaging_TitleInputs */
/** @typedef {{}} Messaging_UnblockInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Unblock_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Unblock_PersonInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_UnblockedInputs */
/** @typedef {{}} Messaging_UnreadInputs */
/** @typedef {{}} Messaging_Write_MessageInputs */
/** @typedef {{}} Messaging_YouInputs */
/** @typedef {{}} Moderation_Action_FailedInputs */
/** @typedef {{}} Moderation_As_ReportedInputs */
/** @typedef {{}} Moderation_CancelInputs */
/** @typedef {{}} Moderation_Changed_SinceInputs */
/** @typedef {{}} Moderation_CloseInputs */
/** @typedef {{ action: NonNullable<unknown>, actor: NonNullable<unknown>, date: NonNullable<unknown> }} Moderation_Closed_ByInputs */
/** @typedef {{}} Moderation_Closed_ReportsInputs */
/** @typedef {{}} Moderation_Command_LineInputs */
/** @typedef {{}} Moderation_Deleted_SinceInputs */
/** @typedef {{}} Moderation_DismissInputs */
/** @typedef {{}} Moderation_Dismiss_DoneInputs */
/** @typedef {{}} Moderation_Dismiss_ExplainsInputs */
/** @typedef {{}} Moderation_Dismiss_Held_ExplainsInputs */
/** @typedef {{}} Moderation_Dismiss_TitleInputs */
/** @typedef {{}} Moderation_Fediverse_Account_HintInputs */
/** @typedef {{}} Moderation_Fediverse_Account_LabelInputs */
/** @typedef {{}} Moderation_Fediverse_AddInputs */
/** @typedef {{}} Moderation_Fediverse_AlreadyInputs */
/** @typedef {{}} Moderation_Fediverse_Bad_AccountInputs */
/** @typedef {{}} Moderation_Fediverse_Bad_ServerInputs */
/** @typedef {{}} Moderation_Fediverse_BlockInputs */
/** @typedef {{}} Moderation_Fediverse_Block_DoneInputs */
/** @typedef {{}} Moderation_Fediverse_Block_FailedInputs */
/** @typedef {{ actor: NonNullable<unknown>, date: NonNullable<unknown> }} Moderation_Fediverse_Blocked_ByInputs */
/** @typedef {{}} Moderation_Fediverse_EmptyInputs */
/** @typedef {{}} Moderation_Fediverse_ExplainsInputs */
/** @typedef {{}} Moderation_Fediverse_KindInputs */
/** @typedef {{}} Moderation_Fediverse_Kind_AccountInputs */
/** @typedef {{}} Moderation_Fediverse_Kind_ServerInputs */
/** @typedef {{}} Moderation_Fediverse_LiftInputs */
/** @typedef {{}} Moderation_Fediverse_Lift_ExplainsInputs */
/** @typedef {{}} Moderation_Fediverse_Lift_FailedInputs */
/** @typedef {{}} Moderation_Fediverse_Lift_TitleInputs */
/** @typedef {{}} Moderation_Fediverse_LiftedInputs */
/** @typedef {{}} Moderation_Fediverse_Load_FailedInputs */
/** @typedef {{}} Moderation_Fediverse_LoadingInputs */
/** @typedef {{}} Moderation_Fediverse_Reason_HintInputs */
/** @typedef {{}} Moderation_Fediverse_Reason_LabelInputs */
/** @typedef {{}} Moderation_Fediverse_Server_HintInputs */
/** @typedef {{}} Moderation_Fediverse_Server_LabelInputs */
/** @typedef {{}} Moderation_Fediverse_TitleInputs */
/** @typedef {{ date: NonNullable<unknown> }} Moderation_First_ReportedInputs */
/** @typedef {{}} Moderation_ForbiddenInputs */
/** @typedef {{}} Moderation_Go_HomeInputs */
/** @typedef {{}} Moderation_Held_MineInputs */
/** @typedef {{}} Moderation_Held_TheirsInputs */
/** @typedef {{}} Moderation_Hidden_MineInputs */
/** @typedef {{}} Moderation_Hidden_TheirsInputs */
/** @typedef {{}} Moderation_HideInputs */
/** @typedef {{}} Moderation_Hide_Comment_TitleInputs */
/** @typedef {{}} Moderation_Hide_DoneInputs */
/** @typedef {{}} Moderation_Hide_Event_TitleInputs */
/** @typedef {{}} Moderation_Hide_ExplainsInputs */
/** @typedef {{}} Moderation_Hide_Group_TitleInputs */
/** @typedef {{}} Moderation_Hide_Message_TitleInputs */
/** @typedef {{}} Moderation_HistoryInputs */
/** @typedef {{ action: NonNullable<unknown>, subject: NonNullable<unknown>, date: NonNullable<unknown>, actor: NonNullable<unknown> }} Moderation_History_EntryInputs */
/** @typedef {{ action: NonNullable<unknown>, subject: NonNullable<unknown>, date: NonNullable<unknown>, actor: NonNullable<unknown>, reason: NonNullable<unknown> }} Moderation_History_Entry_ReasonInputs */
/** @typedef {{}} Moderation_Load_MoreInputs */
/** @typedef {{}} Moderation_Loading_LogInputs */
/** @typedef {{}} Moderation_Loading_ReportsInputs */
/** @typedef {{}} Moderation_LogInputs */
/** @typedef {{}} Moderation_Log_ActionInputs */
/** @typedef {{}} Moderation_Log_BlockInputs */
/** @typedef {{ login: NonNullable<unknown> }} Moderation_Log_Card_PersonInputs */
/** @typedef {{ action: NonNullable<unknown>, subject: NonNullable<unknown> }} Moderation_Log_Card_TitleInputs */
/** @typedef {{ date: NonNullable<unknown>, actor: NonNullable<unknown> }} Moderation_Log_Card_WhenInputs */
/** @typedef {{ action: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Moderation_Log_ChangeInputs */
/** @typedef {{}} Moderation_Log_DismissInputs */
/** @typedef {{}} Moderation_Log_EmptyInputs */
/** @typedef {{}} Moderation_Log_HideInputs */
/** @typedef {{}} Moderation_Log_Load_FailedInputs */
/** @typedef {{}} Moderation_Log_NoneInputs */
/** @typedef {{}} Moderation_Log_Person_ConcernedInputs */
/** @typedef {{}} Moderation_Log_ReasonInputs */
/** @typedef {{}} Moderation_Log_RestoreInputs */
/** @typedef {{}} Moderation_Log_Set_AllowanceInputs */
/** @typedef {{}} Moderation_Log_Set_RoleInputs */
/** @typedef {{}} Moderation_Log_SubjectInputs */
/** @typedef {{ subject: NonNullable<unknown>, id: NonNullable<unknown> }} Moderation_Log_Subject_IdInputs */
/** @typedef {{}} Moderation_Log_SuspendInputs */
/** @typedef {{}} Moderation_Log_UnblockInputs */
/** @typedef {{}} Moderation_Log_UnsuspendInputs */
/** @typedef {{ action: NonNullable<unknown>, date: NonNullable<unknown> }} Moderation_Log_UntilInputs */
/** @typedef {{}} Moderation_Log_WhenInputs */
/** @typedef {{}} Moderation_Log_WhoInputs */
/** @typedef {{}} Moderation_No_Closed_ReportsInputs */
/** @typedef {{}} Moderation_No_HistoryInputs */
/** @typedef {{}} Moderation_No_Open_ReportsInputs */
/** @typedef {{}} Moderation_Noun_CommentInputs */
/** @typedef {{}} Moderation_Noun_EventInputs */
/** @typedef {{}} Moderation_Noun_GroupInputs */
/** @typedef {{}} Moderation_Noun_MessageInputs */
/** @typedef {{}} Moderation_Noun_PersonInputs */
/** @typedef {{}} Moderation_Noun_Remote_AccountInputs */
/** @typedef {{}} Moderation_Noun_Remote_ServerInputs */
/** @typedef {{}} Moderation_Open_ItInputs */
/** @typedef {{}} Moderation_Open_ReportsInputs */
/** @typedef {{}} Moderation_Reason_HarassmentInputs */
/** @typedef {{}} Moderation_Reason_HateInputs */
/** @typedef {{}} Moderation_Reason_ImpersonationInputs */
/** @typedef {{}} Moderation_Reason_LabelInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Moderation_Reason_LineInputs */
/** @typedef {{}} Moderation_Reason_OtherInputs */
/** @typedef {{}} Moderation_Reason_ScamInputs */
/** @typedef {{}} Moderation_Reason_SexualInputs */
/** @typedef {{}} Moderation_Reason_SpamInputs */
/** @typedef {{}} Moderation_Reason_ViolenceInputs */
/** @typedef {{}} Moderation_ReportInputs */
/** @typedef {{}} Moderation_Report_CommentInputs */
/** @typedef {{}} Moderation_Report_DetailsInputs */
/** @typedef {{}} Moderation_Report_EventInputs */
/** @typedef {{}} Moderation_Report_FailedInputs */
/** @typedef {{}} Moderation_Report_GroupInputs */
/** @typedef {{}} Moderation_Report_MessageInputs */
/** @typedef {{}} Moderation_Report_PersonInputs */
/** @typedef {{}} Moderation_Report_SendInputs */
/** @typedef {{}} Moderation_Report_SentInputs */
/** @typedef {{}} Moderation_Report_ThanksInputs */
/** @typedef {{}} Moderation_Report_WhyInputs */
/** @typedef {{ login: NonNullable<unknown>, date: NonNullable<unknown> }} Moderation_Reported_ByInputs */
/** @typedef {{}} Moderation_ReportsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Moderation_Reports_CountInputs */
/** @typedef {{}} Moderation_Reports_Load_FailedInputs */
/** @typedef {{}} Moderation_RestoreInputs */
/** @typedef {{}} Moderation_Restore_Comment_TitleInputs */
/** @typedef {{}} Moderation_Restore_DoneInputs */
/** @typedef {{}} Moderation_Restore_Event_TitleInputs */
/** @typedef {{}} Moderation_Restore_ExplainsInputs */
/** @typedef {{}} Moderation_Restore_Group_TitleInputs */
/** @typedef {{}} Moderation_Restore_Held_ExplainsInputs */
/** @typedef {{}} Moderation_Restore_Held_HintInputs */
/** @typedef {{}} Moderation_Restore_Message_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Moderation_Row_Comment_ByInputs */
/** @typedef {{ name: NonNullable<unknown> }} Moderation_Row_Event_ByInputs */
/** @typedef {{ name: NonNullable<unknown> }} Moderation_Row_Group_ByInputs */
/** @typedef {{ name: NonNullable<unknown> }} Moderation_Row_Message_ByInputs */
/** @typedef {{ name: NonNullable<unknown> }} Moderation_Row_PersonInputs */
/** @typedef {{}} Moderation_SectionsInputs */
/** @typedef {{}} Moderation_Someone_Else_ActedInputs */
/** @typedef {{}} Moderation_State_DeletedInputs */
/** @typedef {{}} Moderation_State_HeldInputs */
/** @typedef {{}} Moderation_State_HiddenInputs */
/** @typedef {{}} Moderation_State_SuspendedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Moderation_State_Suspended_UntilInputs */
/** @typedef {{}} Moderation_State_VisibleInputs */
/** @typedef {{}} Moderation_Subject_CommentInputs */
/** @typedef {{}} Moderation_Subject_EventInputs */
/** @typedef {{}} Moderation_Subject_GroupInputs */
/** @typedef {{}} Moderation_Subject_MessageInputs */
/** @typedef {{}} Moderation_Subject_PersonInputs */
/** @typedef {{}} Moderation_Subject_Remote_AccountInputs */
/** @typedef {{}} Moderation_Subject_Remote_ServerInputs */
/** @typedef {{}} Moderation_SuspendInputs */
/** @typedef {{}} Moderation_Suspend_DoneInputs */
/** @typedef {{}} Moderation_Suspend_ExplainsInputs */
/** @typedef {{}} Moderation_Suspend_TitleInputs */
/** @typedef {{}} Moderation_Tab_ClosedInputs */
/** @typedef {{}} Moderation_Tab_FediverseInputs */
/** @typedef {{}} Moderation_Tab_LogInputs */
/** @typedef {{}} Moderation_Tab_OpenInputs */
/** @typedef {{}} Moderation_TitleInputs */
/** @typedef {{}} Moderation_Unchanged_SinceInputs */
/** @typedef {{}} Moderation_UnsuspendInputs */
/** @typedef {{}} Moderation_Unsuspend_DoneInputs */
/** @typedef {{}} Moderation_Unsuspend_ExplainsInputs */
/** @typedef {{}} Moderation_Unsuspend_TitleInputs */
/** @typedef {{ date: NonNullable<unknown> }} Moderation_Until_ChosenInputs */
/** @typedef {{}} Moderation_Until_HintInputs */
/** @typedef {{}} Moderation_Until_LabelInputs */
/** @typedef {{ settings: NonNullable<unknown> }} Notifications_Also_Choose_In_SettingsInputs */
/** @typedef {{}} Notifications_Choice_FailedInputs */
/** @typedef {{}} Notifications_Choose_EmailedInputs */
/** @typedef {{ settings: NonNullable<unknown> }} Notifications_Choose_In_SettingsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Notifications_Data_Export_ReadyInputs */
/** @typedef {{}} Notifications_Email_AddressInputs */
/** @typedef {{}} Notifications_Email_DescriptionInputs */
/** @typedef {{}} Notifications_Email_HintInputs */
/** @typedef {{}} Notifications_Email_MeInputs */
/** @typedef {{}} Notifications_Email_VerifiedInputs */
/** @typedef {{}} Notifications_IntroInputs */
/** @typedef {{}} Notifications_Kind_Data_Export_ReadyInputs */
/** @typedef {{}} Notifications_Kind_Event_ActivityInputs */
/** @typedef {{ max: NonNullable<unknown> }} Notifications_Kind_Event_Activity_HintInputs */
/** @typedef {{}} Notifications_Kind_Event_CancelledInputs */
/** @typedef {{}} Notifications_Kind_Event_CapacityInputs */
/** @typedef {{}} Notifications_Kind_Event_ChangedInputs */
/** @typedef {{}} Notifications_Kind_Event_ReminderInputs */
/** @typedef {{}} Notifications_Kind_New_CommentInputs */
/** @typedef {{}} Notifications_Kind_New_EventInputs */
/** @typedef {{}} Notifications_Kind_New_RequestInputs */
/** @typedef {{}} Notifications_Kind_New_RoleInputs */
/** @typedef {{ label: NonNullable<unknown> }} Notifications_Kind_OffInputs */
/** @typedef {{ label: NonNullable<unknown> }} Notifications_Kind_OnInputs */
/** @typedef {{}} Notifications_Kind_Report_ClosedInputs */
/** @typedef {{}} Notifications_Kind_Request_ApprovedInputs */
/** @typedef {{}} Notifications_Kind_Request_RejectedInputs */
/** @typedef {{}} Notifications_Kind_Unread_MessagesInputs */
/** @typedef {{}} Notifications_Kind_Waitlist_PromotedInputs */
/** @typedef {{}} Notifications_Kinds_Can_EmailInputs */
/** @typedef {{}} Notifications_Kinds_Cannot_EmailInputs */
/** @typedef {{}} Notifications_Load_FailedInputs */
/** @typedef {{}} Notifications_Load_MoreInputs */
/** @typedef {{}} Notifications_LoadingInputs */
/** @typedef {{}} Notifications_Loading_SettingsInputs */
/** @typedef {{}} Notifications_Mark_AllInputs */
/** @typedef {{}} Notifications_Mark_All_FailedInputs */
/** @typedef {{}} Notifications_NewInputs */
/** @typedef {{}} Notifications_No_Email_ServerInputs */
/** @typedef {{}} Notifications_NoneInputs */
/** @typedef {{ email: NonNullable<unknown> }} Notifications_Not_Verified_Not_SentInputs */
/** @typedef {{ email: NonNullable<unknown> }} Notifications_Not_Verified_SentInputs */
/** @typedef {{}} Notifications_RemoveInputs */
/** @typedef {{}} Notifications_Remove_AddressInputs */
/** @typedef {{}} Notifications_Remove_FailedInputs */
/** @typedef {{}} Notifications_Remove_QuestionInputs */
/** @typedef {{}} Notifications_RemovedInputs */
/** @typedef {{}} Notifications_SaveInputs */
/** @typedef {{}} Notifications_Save_FailedInputs */
/** @typedef {{}} Notifications_Saved_VerifyInputs */
/** @typedef {{}} Notifications_Settings_Load_FailedInputs */
/** @typedef {{}} Notifications_Settings_PathInputs */
/** @typedef {{}} Notifications_TitleInputs */
/** @typedef {{}} Notifications_UnsubscribeInputs */
/** @typedef {{}} Notifications_Unsubscribe_ExplainsInputs */
/** @typedef {{}} Notifications_Unsubscribe_QuestionInputs */
/** @typedef {{}} Notifications_UnsubscribedInputs */
/** @typedef {{ label: NonNullable<unknown> }} Notifications_Unsubscribed_KindInputs */
/** @typedef {{}} Notifications_VerifiedInputs */
/** @typedef {{ group: NonNullable<unknown> }} Pages_Event_Of_GroupInputs */
/** @typedef {{}} Pages_Site_DescriptionInputs */
/** @typedef {{}} People_Account_Delete_FailedInputs */
/** @typedef {{}} People_Account_Deletion_RequestedInputs */
/** @typedef {{}} People_AvatarInputs */
/** @typedef {{}} People_Avatar_Delete_FailedInputs */
/** @typedef {{}} People_Avatar_DeletedInputs */
/** @typedef {{}} People_Avatar_DescriptionInputs */
/** @typedef {{}} People_Avatar_FileInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Avatar_OfInputs */
/** @typedef {{ rule: NonNullable<unknown> }} People_Avatar_RuleInputs */
/** @typedef {{}} People_Avatar_Upload_FailedInputs */
/** @typedef {{}} People_Avatar_UploadedInputs */
/** @typedef {{}} People_Calendar_DescriptionInputs */
/** @typedef {{}} People_Calendar_LinkInputs */
/** @typedef {{}} People_Calendar_Link_FailedInputs */
/** @typedef {{}} People_Calendar_Link_Renew_FailedInputs */
/** @typedef {{}} People_Calendar_Link_RenewedInputs */
/** @typedef {{}} People_Calendar_SubscriptionInputs */
/** @typedef {{}} People_Change_PasswordInputs */
/** @typedef {{}} People_Change_Password_DescriptionInputs */
/** @typedef {{}} People_Confirm_New_PasswordInputs */
/** @typedef {{}} People_Copy_LinkInputs */
/** @typedef {{}} People_Current_PasswordInputs */
/** @typedef {{}} People_DeleteInputs */
/** @typedef {{}} People_Delete_AccountInputs */
/** @typedef {{}} People_Delete_Account_DescriptionInputs */
/** @typedef {{}} People_Delete_Account_EventsInputs */
/** @typedef {{}} People_Delete_Account_GroupsInputs */
/** @typedef {{}} People_Delete_Account_MembershipsInputs */
/** @typedef {{}} People_Delete_Account_MessageInputs */
/** @typedef {{}} People_Delete_Account_TitleInputs */
/** @typedef {{}} People_Delete_AvatarInputs */
/** @typedef {{}} People_Delete_Avatar_ConfirmInputs */
/** @typedef {{}} People_Display_NameInputs */
/** @typedef {{}} People_Display_Name_HintInputs */
/** @typedef {{}} People_Download_DataInputs */
/** @typedef {{}} People_Download_Data_AskInputs */
/** @typedef {{}} People_Download_Data_Ask_AgainInputs */
/** @typedef {{ progress: NonNullable<unknown> }} People_Download_Data_BuildingInputs */
/** @typedef {{}} People_Download_Data_CheckingInputs */
/** @typedef {{}} People_Download_Data_DescriptionInputs */
/** @typedef {{}} People_Download_Data_DownloadInputs */
/** @typedef {{ date: NonNullable<unknown> }} People_Download_Data_ExpiredInputs */
/** @typedef {{}} People_Download_Data_FailedInputs */
/** @typedef {{}} People_Download_Data_Load_FailedInputs */
/** @typedef {{}} People_Download_Data_ProgressInputs */
/** @typedef {{ size: NonNullable<unknown>, date: NonNullable<unknown> }} People_Download_Data_ReadyInputs */
/** @typedef {{}} People_Download_Data_Request_FailedInputs */
/** @typedef {{}} People_Download_Data_RequestedInputs */
/** @typedef {{}} People_Download_Data_RetryInputs */
/** @typedef {{}} People_Edit_My_ProfileInputs */
/** @typedef {{}} People_Get_New_LinkInputs */
/** @typedef {{}} People_Loading_Calendar_LinkInputs */
/** @typedef {{}} People_Loading_ProfileInputs */
/** @typedef {{}} People_Loading_SettingsInputs */
/** @typedef {{}} People_Loading_Your_SettingsInputs */
/** @typedef {{}} People_LoginInputs */
/** @typedef {{}} People_Login_HintInputs */
/** @typedef {{ date: NonNullable<unknown> }} People_Member_SinceInputs */
/** @typedef {{}} People_My_NeighbourhoodInputs */
/** @typedef {{}} People_Neighbourhood_HintInputs */
/** @typedef {{}} People_New_Calendar_Link_MessageInputs */
/** @typedef {{}} People_New_Calendar_Link_TitleInputs */
/** @typedef {{}} People_New_PasswordInputs */
/** @typedef {{}} People_New_Password_HintInputs */
/** @typedef {{}} People_No_NeighbourhoodInputs */
/** @typedef {{}} People_Open_In_Calendar_AppInputs */
/** @typedef {{}} People_Password_Update_FailedInputs */
/** @typedef {{}} People_Password_UpdatedInputs */
/** @typedef {{}} People_ProfileInputs */
/** @typedef {{}} People_Profile_DetailsInputs */
/** @typedef {{}} People_Profile_Details_DescriptionInputs */
/** @typedef {{}} People_Profile_OptionsInputs */
/** @typedef {{}} People_Profile_Update_FailedInputs */
/** @typedef {{}} People_Profile_UpdatedInputs */
/** @typedef {{}} People_Save_ChangesInputs */
/** @typedef {{}} People_Send_MessageInputs */
/** @typedef {{}} People_SettingsInputs */
/** @typedef {{ tab: NonNullable<unknown> }} People_Settings_Document_TitleInputs */
/** @typedef {{}} People_Settings_IntroInputs */
/** @typedef {{}} People_Settings_SectionsInputs */
/** @typedef {{}} People_Tab_AppearanceInputs */
/** @typedef {{}} People_Tab_Blocked_PeopleInputs */
/** @typedef {{}} People_Tab_Edit_ProfileInputs */
/** @typedef {{}} People_Tab_Manage_AccountInputs */
/** @typedef {{}} People_Tab_NotificationsInputs */
/** @typedef {{}} People_ThemeInputs */
/** @typedef {{}} People_Theme_DarkInputs */
/** @typedef {{}} People_Theme_DescriptionInputs */
/** @typedef {{}} People_Theme_LightInputs */
/** @typedef {{}} People_Theme_SystemInputs */
/** @typedef {{}} People_UpdateInputs */
/** @typedef {{}} People_Upload_AvatarInputs */
/** @typedef {{}} People_Uploading_AvatarInputs */
/** @typedef {{}} People_View_My_ProfileInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Your_AvatarInputs */
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
/** @typedef {{}} Server_Preparing_This_Copy_Of_Your_DataInputs */
/** @typedef {{}} Server_Send_The_Signin_Form_As_MultipartformdataInputs */
/** @typedef {{}} Server_Some_Of_These_Reports_Do_NotInputs */
/** @typedef {{}} Server_Something_Went_Wrong_On_OurInputs */
/** @typedef {{}} Server_The_Cursor_Is_Not_Valid_AskInputs */
/** @typedef {{}} Server_The_Host_Cannot_Leave_Their_OwnInputs */
/** @typedef {{}} Server_The_Host_Of_An_Event_CannotInputs */
/** @typedef {{}} Server_The_Owner_Cannot_Leave_The_GroupInputs */
/** @typedef {{}} Server_The_Owner_Of_A_Group_CannotInputs */
/** @typedef {{}} Server_The_Signin_Form_Could_Not_BeInputs */
/** @typedef {{}} Server_The_Upload_Could_Not_Be_ReadInputs */
/** @typedef {{}} Server_There_Is_No_ImageInputs */
/** @typedef {{}} Server_There_Is_No_Such_DownloadInputs */
/** @typedef {{}} Server_There_Is_No_Such_RequestInputs */
/** @typedef {{}} Server_There_Is_No_Such_Sitemap_FileInputs */
/** @typedef {{}} Server_There_Is_No_Such_UserInputs */
/** @typedef {{}} Server_This_Calendar_Address_Is_Not_ValidInputs */
/** @typedef {{}} Server_This_Comment_Does_Not_ExistInputs */
/** @typedef {{}} Server_This_Copy_Of_Your_Data_Is_StillInputs */
/** @typedef {{}} Server_This_Does_Not_Exist_And_NoInputs */
/** @typedef {{}} Server_This_Download_Has_ExpiredInputs */
/** @typedef {{}} Server_This_Download_Link_Is_Not_ValidInputs */
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
/** @typedef {{}} Server_You_Can_Ask_For_A_CopyInputs */
/** @typedef {{}} Server_You_Cannot_Act_On_Yourself_OrInputs */
/** @typedef {{}} Server_You_Cannot_Ask_To_Join_ThisInputs */
/** @typedef {{}} Server_You_Cannot_Block_YourselfInputs */
/** @typedef {{}} Server_You_Cannot_Comment_On_This_GroupsInputs */
/** @typedef {{}} Server_You_Cannot_Join_This_GroupInputs */
/** @typedef {{}} Server_You_Have_Not_Blocked_This_PersonInputs */
/** @typedef {{}} Server_You_Must_Be_A_Member_OfInputs */
/** @typedef {{}} Shell_Account_MenuInputs */
/** @typedef {{}} Shell_Account_NavInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Back_ToInputs */
/** @typedef {{}} Shell_CancelInputs */
/** @typedef {{}} Shell_Check_ConnectionInputs */
/** @typedef {{}} Shell_Checking_AvailabilityInputs */
/** @typedef {{}} Shell_Choose_Another_ImageInputs */
/** @typedef {{}} Shell_Choose_Cover_ImageInputs */
/** @typedef {{}} Shell_ConfirmInputs */
/** @typedef {{}} Shell_Confirm_TitleInputs */
/** @typedef {{}} Shell_Cover_Image_FileInputs */
/** @typedef {{}} Shell_Cover_Image_OptionalInputs */
/** @typedef {{}} Shell_Create_GroupInputs */
/** @typedef {{}} Shell_Error_DetailInputs */
/** @typedef {{ id: NonNullable<unknown> }} Shell_Error_ReferenceInputs */
/** @typedef {{}} Shell_Error_TitleInputs */
/** @typedef {{}} Shell_Event_Load_FailedInputs */
/** @typedef {{}} Shell_Footer_CookiesInputs */
/** @typedef {{ year: NonNullable<unknown> }} Shell_Footer_CreditInputs */
/** @typedef {{}} Shell_Footer_HelpInputs */
/** @typedef {{}} Shell_Footer_NavInputs */
/** @typedef {{}} Shell_Footer_PrivacyInputs */
/** @typedef {{}} Shell_Footer_TermsInputs */
/** @typedef {{}} Shell_Go_HomeInputs */
/** @typedef {{}} Shell_Group_Load_FailedInputs */
/** @typedef {{ field: NonNullable<unknown> }} Shell_Hide_FieldInputs */
/** @typedef {{}} Shell_Home_TitleInputs */
/** @typedef {{ size: NonNullable<unknown> }} Shell_Image_RuleInputs */
/** @typedef {{}} Shell_Link_CopiedInputs */
/** @typedef {{}} Shell_Link_Copy_FailedInputs */
/** @typedef {{}} Shell_LoadingInputs */
/** @typedef {{}} Shell_Loading_PageInputs */
/** @typedef {{}} Shell_Loading_SettingsInputs */
/** @typedef {{}} Shell_Map_Tiles_OffInputs */
/** @typedef {{}} Shell_Map_Zoom_InInputs */
/** @typedef {{}} Shell_Map_Zoom_OutInputs */
/** @typedef {{}} Shell_Menu_LogoutInputs */
/** @typedef {{}} Shell_Menu_ModerationInputs */
/** @typedef {{}} Shell_Menu_ProfileInputs */
/** @typedef {{}} Shell_Menu_SettingsInputs */
/** @typedef {{}} Shell_Menu_Your_EventsInputs */
/** @typedef {{}} Shell_Menu_Your_GroupsInputs */
/** @typedef {{}} Shell_Network_ErrorInputs */
/** @typedef {{}} Shell_No_Image_SelectedInputs */
/** @typedef {{}} Shell_Not_Found_HeadingInputs */
/** @typedef {{}} Shell_Not_Found_TextInputs */
/** @typedef {{}} Shell_Not_Found_TitleInputs */
/** @typedef {{}} Shell_OfflineInputs */
/** @typedef {{}} Shell_Offline_Needs_ConnectionInputs */
/** @typedef {{}} Shell_Offline_Not_SavedInputs */
/** @typedef {{ time: NonNullable<unknown> }} Shell_Offline_Saved_AtInputs */
/** @typedef {{}} Shell_Offline_Your_EventsInputs */
/** @typedef {{}} Shell_Password_FieldInputs */
/** @typedef {{}} Shell_Place_NoneInputs */
/** @typedef {{}} Shell_Places_MetroInputs */
/** @typedef {{}} Shell_Places_NeighbourhoodsInputs */
/** @typedef {{}} Shell_Privacy_PrivateInputs */
/** @typedef {{}} Shell_Privacy_PublicInputs */
/** @typedef {{}} Shell_Reload_PageInputs */
/** @typedef {{}} Shell_Remove_SelectionInputs */
/** @typedef {{}} Shell_Request_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Selected_FileInputs */
/** @typedef {{ field: NonNullable<unknown> }} Shell_Show_FieldInputs */
/** @typedef {{}} Shell_Sign_InInputs */
/** @typedef {{}} Shell_Sign_UpInputs */
/** @typedef {{}} Shell_Skip_To_MainInputs */
/** @typedef {{}} Shell_Switch_To_DarkInputs */
/** @typedef {{}} Shell_Switch_To_LightInputs */
/** @typedef {{}} Shell_TagsInputs */
/** @typedef {{}} Shell_Tags_HintInputs */
/** @typedef {{}} Shell_Try_AgainInputs */
/** @typedef {{}} Shell_Unauthorized_HeadingInputs */
/** @typedef {{}} Shell_Unauthorized_Sign_InInputs */
/** @typedef {{}} Shell_Unauthorized_Sign_UpInputs */
/** @typedef {{}} Shell_Unauthorized_TextInputs */
/** @typedef {{}} Shell_Unauthorized_TitleInputs */
/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Shell_UnreadInputs */
/** @typedef {{}} Shell_Update_ReadyInputs */
/** @typedef {{}} Shell_Update_ReloadInputs */
/** @typedef {{}} Shell_UploadingInputs */
/** @typedef {{}} Shell_Uploading_Cover_ImageInputs */
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
/** @typedef {{}} Validation_Fediverseaccount1Inputs */
/** @typedef {{}} Validation_Fediverseaccountnotfound3Inputs */
/** @typedef {{}} Validation_FormatInputs */
/** @typedef {{}} Validation_Groupdescription1Inputs */
/** @typedef {{}} Validation_Grouphandle1Inputs */
/** @typedef {{}} Validation_Grouphandletaken2Inputs */
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
import * as registry from "../registry.js"


export const auth_account_suspended = /** @type {(inputs: Auth_Account_SuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`این حساب کاربری تعلیق شده است. برای اعتراض، به ${i?.email} ایمیل بزنید.`)
};

export const auth_agreement = /** @type {(inputs: Auth_AgreementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`۱۸ سال یا بیشتر دارم و با ${i?.privacyPolicy} و ${i?.termsOfService} موافقم.`)
};

export const auth_altcha_error = /** @type {(inputs: Auth_Altcha_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بررسی ناموفق بود. بعداً دوباره تلاش کنید.`)
};

export const auth_altcha_expired = /** @type {(inputs: Auth_Altcha_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مهلت بررسی تمام شد. دوباره تلاش کنید.`)
};

export const auth_altcha_label = /** @type {(inputs: Auth_Altcha_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من ربات نیستم`)
};

export const auth_altcha_link_label = /** @type {(inputs: Auth_Altcha_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altcha (وب‌سایت رسمی)`)
};

export const auth_altcha_loading = /** @type {(inputs: Auth_Altcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری...`)
};

export const auth_altcha_protected_by = /** @type {(inputs: Auth_Altcha_Protected_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`محافظت‌شده با ${i?.link}`)
};

export const auth_altcha_required = /** @type {(inputs: Auth_Altcha_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بررسی لازم است!`)
};

export const auth_altcha_verified = /** @type {(inputs: Auth_Altcha_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأیید شد`)
};

export const auth_altcha_verifying = /** @type {(inputs: Auth_Altcha_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بررسی...`)
};

export const auth_altcha_wait = /** @type {(inputs: Auth_Altcha_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بررسی... لطفاً صبر کنید.`)
};

export const auth_captcha_loading = /** @type {(inputs: Auth_Captcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری کپچا`)
};

export const auth_external_sign_in_failed = /** @type {(inputs: Auth_External_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ورود با این ارائه‌دهنده انجام نشد. لطفاً دوباره تلاش کنید.`)
};

export const auth_generic_error = /** @type {(inputs: Auth_Generic_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشکلی پیش آمد. لطفاً دوباره تلاش کنید.`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب کاربری دارید؟`)
};

export const auth_hide_password = /** @type {(inputs: Auth_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پنهان کردن گذرواژه`)
};

export const auth_incorrect_credentials = /** @type {(inputs: Auth_Incorrect_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام کاربری یا گذرواژه نادرست است`)
};

export const auth_login_available = /** @type {(inputs: Auth_Login_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این نام کاربری آزاد است.`)
};

export const auth_login_label = /** @type {(inputs: Auth_Login_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام کاربری`)
};

export const auth_login_rule = /** @type {(inputs: Auth_Login_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حروف، ارقام و زیرخط (_)، ۳ تا ۳۰ نویسه.`)
};

export const auth_no_account = /** @type {(inputs: Auth_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب کاربری ندارید؟`)
};

export const auth_or_sign_in_with = /** @type {(inputs: Auth_Or_Sign_In_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یا ورود با`)
};

export const auth_or_sign_up_with = /** @type {(inputs: Auth_Or_Sign_Up_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یا ثبت‌نام با`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`۸ تا ۲۴ نویسه، شامل یک حرف کوچک و یک حرف بزرگ لاتین، یک رقم و یکی از نمادهای ⁦@$!%*?&⁩`)
};

export const auth_password_label = /** @type {(inputs: Auth_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گذرواژه`)
};

export const auth_privacy_policy = /** @type {(inputs: Auth_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیاست حفظ حریم خصوصی`)
};

export const auth_show_password = /** @type {(inputs: Auth_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش گذرواژه`)
};

export const auth_sign_in = /** @type {(inputs: Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ورود`)
};

export const auth_sign_in_button = /** @type {(inputs: Auth_Sign_In_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ورود`)
};

export const auth_sign_in_subtitle = /** @type {(inputs: Auth_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خوش برگشتید! وارد شوید تا ببینید در نزدیکی شما چه خبر است.`)
};

export const auth_sign_in_with = /** @type {(inputs: Auth_Sign_In_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ورود با ${i?.provider}`)
};

export const auth_sign_up = /** @type {(inputs: Auth_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثبت‌نام`)
};

export const auth_sign_up_button = /** @type {(inputs: Auth_Sign_Up_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثبت‌نام`)
};

export const auth_sign_up_failed = /** @type {(inputs: Auth_Sign_Up_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ساخت حساب کاربری ناموفق بود. لطفاً دوباره تلاش کنید.`)
};

export const auth_sign_up_now = /** @type {(inputs: Auth_Sign_Up_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`همین حالا ثبت‌نام کنید!`)
};

export const auth_sign_up_subtitle = /** @type {(inputs: Auth_Sign_Up_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به Neighbourly بپیوندید تا با مردم نزدیک خودتان آشنا شوید. رایگان است.`)
};

export const auth_sign_up_title = /** @type {(inputs: Auth_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب کاربری خود را بسازید`)
};

export const auth_sign_up_with = /** @type {(inputs: Auth_Sign_Up_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ثبت‌نام با ${i?.provider}`)
};

export const auth_signed_in = /** @type {(inputs: Auth_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`با موفقیت وارد شدید! در حال انتقال به صفحهٔ اصلی...`)
};

export const auth_signed_up = /** @type {(inputs: Auth_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب کاربری با موفقیت ساخته شد! در حال ورود...`)
};

export const auth_terms_of_service = /** @type {(inputs: Auth_Terms_Of_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرایط استفاده از خدمات`)
};

export const auth_too_many_attempts = /** @type {(inputs: Auth_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلاش‌ها بیش از حد مجاز است. لطفاً یک دقیقه صبر کنید و دوباره تلاش کنید.`)
};

export const common_binding_english = /** @type {(inputs: Common_Binding_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این متن ترجمه است؛ تنها متن انگلیسی اعتبار رسمی دارد.`)
};

export const common_language = /** @type {(inputs: Common_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبان`)
};

export const common_language_account_hint = /** @type {(inputs: Common_Language_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly در هر دستگاهی که وارد شوید، با شما به این زبان صحبت می‌کند.`)
};

export const common_language_menu = /** @type {(inputs: Common_Language_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبان را انتخاب کنید`)
};

export const common_language_not_saved = /** @type {(inputs: Common_Language_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبان شما ذخیره نشد. لطفاً دوباره تلاش کنید.`)
};

export const common_language_saved = /** @type {(inputs: Common_Language_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`از این پس Neighbourly با شما به ${i?.language} صحبت می‌کند.`)
};

export const discovery_clear_filters = /** @type {(inputs: Discovery_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاک کردن فیلترها`)
};

export const discovery_clear_search = /** @type {(inputs: Discovery_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاک کردن جست‌وجو`)
};

export const discovery_dates_from = /** @type {(inputs: Discovery_Dates_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`از ${i?.date}`)
};

export const discovery_dates_until = /** @type {(inputs: Discovery_Dates_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تا ${i?.date}`)
};

export const discovery_events_document_title = /** @type {(inputs: Discovery_Events_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رویدادها: ${i?.search}`)
};

export const discovery_events_empty = /** @type {(inputs: Discovery_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز رویدادی در این نزدیکی نیست. نخستین رویداد را شما ایجاد کنید!`)
};

export const discovery_events_empty_mine = /** @type {(inputs: Discovery_Events_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادی مطابق جست‌وجو پیدا نشد`)
};

export const discovery_events_empty_visitor = /** @type {(inputs: Discovery_Events_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز رویدادی در این نزدیکی نیست. وارد شوید و نخستین رویداد را ایجاد کنید!`)
};

export const discovery_events_found = /** @type {(inputs: Discovery_Events_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} رویداد پیدا شد`)
};

export const discovery_events_load_failed = /** @type {(inputs: Discovery_Events_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادها بارگذاری نشدند.`)
};

export const discovery_events_loading = /** @type {(inputs: Discovery_Events_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگذاری رویدادها`)
};

export const discovery_events_more_failed = /** @type {(inputs: Discovery_Events_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگذاری رویدادهای بیشتر ممکن نشد.`)
};

export const discovery_events_nearby_list = /** @type {(inputs: Discovery_Events_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای نزدیک`)
};

export const discovery_events_nearby_title = /** @type {(inputs: Discovery_Events_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای نزدیک`)
};

export const discovery_events_no_match = /** @type {(inputs: Discovery_Events_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هیچ رویداد پیش‌رویی با «${i?.search}» مطابقت ندارد.`)
};

export const discovery_events_none_found = /** @type {(inputs: Discovery_Events_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادی پیدا نشد`)
};

export const discovery_events_only_mine = /** @type {(inputs: Discovery_Events_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش فقط رویدادهای گروه‌های من`)
};

export const discovery_events_placeholder = /** @type {(inputs: Discovery_Events_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام رویداد یا #برچسب`)
};

export const discovery_events_show_more = /** @type {(inputs: Discovery_Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش رویدادهای بیشتر`)
};

export const discovery_filtered_empty = /** @type {(inputs: Discovery_Filtered_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ موردی با این فیلترها مطابقت ندارد.`)
};

export const discovery_filters_a_neighbourhood = /** @type {(inputs: Discovery_Filters_A_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یک محله…`)
};

export const discovery_filters_any_distance = /** @type {(inputs: Discovery_Filters_Any_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر فاصله‌ای`)
};

export const discovery_filters_any_format = /** @type {(inputs: Discovery_Filters_Any_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`همه`)
};

export const discovery_filters_any_time = /** @type {(inputs: Discovery_Filters_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر زمان`)
};

export const discovery_filters_button = /** @type {(inputs: Discovery_Filters_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیلترها`)
};

export const discovery_filters_button_count = /** @type {(inputs: Discovery_Filters_Button_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فیلترها (${i?.count})`)
};

export const discovery_filters_cancel = /** @type {(inputs: Discovery_Filters_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغو`)
};

export const discovery_filters_choose_neighbourhood = /** @type {(inputs: Discovery_Filters_Choose_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب محله`)
};

export const discovery_filters_clear_all = /** @type {(inputs: Discovery_Filters_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاک کردن همه`)
};

export const discovery_filters_distance = /** @type {(inputs: Discovery_Filters_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فاصله`)
};

export const discovery_filters_events_title = /** @type {(inputs: Discovery_Filters_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیلتر رویدادها`)
};

export const discovery_filters_finding_location = /** @type {(inputs: Discovery_Filters_Finding_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال یافتن موقعیت شما…`)
};

export const discovery_filters_first_day = /** @type {(inputs: Discovery_Filters_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روز اول`)
};

export const discovery_filters_format = /** @type {(inputs: Discovery_Filters_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نوع برگزاری`)
};

export const discovery_filters_groups_title = /** @type {(inputs: Discovery_Filters_Groups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیلتر گروه‌ها`)
};

export const discovery_filters_home_not_set = /** @type {(inputs: Discovery_Filters_Home_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز تعیین نشده است.`)
};

export const discovery_filters_how_far = /** @type {(inputs: Discovery_Filters_How_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا چه فاصله‌ای`)
};

export const discovery_filters_hybrid_hint = /** @type {(inputs: Discovery_Filters_Hybrid_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای ترکیبی در هر دو حساب می‌شوند.`)
};

export const discovery_filters_last_day = /** @type {(inputs: Discovery_Filters_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روز آخر`)
};

export const discovery_filters_location_found = /** @type {(inputs: Discovery_Filters_Location_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موقعیت شما پیدا شد.`)
};

export const discovery_filters_map_area = /** @type {(inputs: Discovery_Filters_Map_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محدوده‌ای که روی نقشه انتخاب شد`)
};

export const discovery_filters_measured_from = /** @type {(inputs: Discovery_Filters_Measured_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فاصله از`)
};

export const discovery_filters_my_location = /** @type {(inputs: Discovery_Filters_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موقعیت من`)
};

export const discovery_filters_my_neighbourhood = /** @type {(inputs: Discovery_Filters_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محلهٔ من`)
};

export const discovery_filters_my_neighbourhood_named = /** @type {(inputs: Discovery_Filters_My_Neighbourhood_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`محلهٔ من (${i?.place})`)
};

export const discovery_filters_neighbourhood = /** @type {(inputs: Discovery_Filters_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محله`)
};

export const discovery_filters_pick_dates = /** @type {(inputs: Discovery_Filters_Pick_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب تاریخ`)
};

export const discovery_filters_set_home_in_settings = /** @type {(inputs: Discovery_Filters_Set_Home_In_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محلهٔ خود را در تنظیمات تعیین کنید`)
};

export const discovery_filters_show_events = /** @type {(inputs: Discovery_Filters_Show_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش رویدادها`)
};

export const discovery_filters_show_groups = /** @type {(inputs: Discovery_Filters_Show_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش گروه‌ها`)
};

export const discovery_filters_when = /** @type {(inputs: Discovery_Filters_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زمان`)
};

export const discovery_filters_within_km = /** @type {(inputs: Discovery_Filters_Within_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تا ${i?.km} کیلومتر`)
};

export const discovery_format_in_person = /** @type {(inputs: Discovery_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حضوری`)
};

export const discovery_format_online = /** @type {(inputs: Discovery_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آنلاین`)
};

export const discovery_groups_document_title = /** @type {(inputs: Discovery_Groups_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`گروه‌ها: ${i?.search}`)
};

export const discovery_groups_empty = /** @type {(inputs: Discovery_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز گروهی در این نزدیکی نیست. نخستین گروه را شما ایجاد کنید!`)
};

export const discovery_groups_empty_mine = /** @type {(inputs: Discovery_Groups_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروهی مطابق جست‌وجو پیدا نشد`)
};

export const discovery_groups_empty_visitor = /** @type {(inputs: Discovery_Groups_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز گروهی در این نزدیکی نیست. وارد شوید و نخستین گروه را ایجاد کنید!`)
};

export const discovery_groups_found = /** @type {(inputs: Discovery_Groups_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} گروه پیدا شد`)
};

export const discovery_groups_load_failed = /** @type {(inputs: Discovery_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌ها بارگذاری نشدند.`)
};

export const discovery_groups_loading = /** @type {(inputs: Discovery_Groups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگذاری گروه‌ها`)
};

export const discovery_groups_more_failed = /** @type {(inputs: Discovery_Groups_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگذاری گروه‌های بیشتر ممکن نشد.`)
};

export const discovery_groups_nearby_list = /** @type {(inputs: Discovery_Groups_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌های نزدیک`)
};

export const discovery_groups_nearby_title = /** @type {(inputs: Discovery_Groups_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌های نزدیک`)
};

export const discovery_groups_no_match = /** @type {(inputs: Discovery_Groups_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هیچ گروهی با «${i?.search}» مطابقت ندارد.`)
};

export const discovery_groups_none_found = /** @type {(inputs: Discovery_Groups_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروهی پیدا نشد`)
};

export const discovery_groups_only_mine = /** @type {(inputs: Discovery_Groups_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش فقط گروه‌های من`)
};

export const discovery_groups_placeholder = /** @type {(inputs: Discovery_Groups_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام گروه یا #برچسب`)
};

export const discovery_groups_show_more = /** @type {(inputs: Discovery_Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش گروه‌های بیشتر`)
};

export const discovery_home_missing = /** @type {(inputs: Discovery_Home_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محلهٔ شما تعیین نشده است، پس فاصله اعمال نمی‌شود.`)
};

export const discovery_home_missing_settings_link = /** @type {(inputs: Discovery_Home_Missing_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در تنظیمات تعیین کنید`)
};

export const discovery_home_missing_visitor = /** @type {(inputs: Discovery_Home_Missing_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای جست‌وجو در نزدیکی محلهٔ خود وارد شوید؛ فاصله اعمال نمی‌شود.`)
};

export const discovery_km_away = /** @type {(inputs: Discovery_Km_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`در ${i?.distance} کیلومتری`)
};

export const discovery_location_denied = /** @type {(inputs: Discovery_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرورگر شما موقعیتتان را به اشتراک نگذاشت. در تنظیمات مرورگر به این سایت اجازهٔ دسترسی به موقعیت را بدهید، یا به‌جای آن یک محله انتخاب کنید.`)
};

export const discovery_location_failed = /** @type {(inputs: Discovery_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موقعیت شما الان پیدا نشد. دوباره تلاش کنید، یا به‌جای آن یک محله انتخاب کنید.`)
};

export const discovery_location_unsupported = /** @type {(inputs: Discovery_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این مرورگر نمی‌تواند موقعیت خود را تشخیص دهد. به‌جای آن یک محله انتخاب کنید.`)
};

export const discovery_map_close = /** @type {(inputs: Discovery_Map_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بستن`)
};

export const discovery_map_event_card = /** @type {(inputs: Discovery_Map_Event_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رویداد روی نقشه: ${i?.name}`)
};

export const discovery_map_events_shown = /** @type {(inputs: Discovery_Map_Events_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} رویداد روی نقشه`)
};

export const discovery_map_label = /** @type {(inputs: Discovery_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقشهٔ رویدادهای پیدا‌شده`)
};

export const discovery_map_loading = /** @type {(inputs: Discovery_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگذاری نقشه`)
};

export const discovery_map_not_shown = /** @type {(inputs: Discovery_Map_Not_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} مورد آنلاین یا بی‌مکان نمایش داده نشده`)
};

export const discovery_map_search_area = /** @type {(inputs: Discovery_Map_Search_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جست‌وجو در این محدوده`)
};

export const discovery_problem_dates_order = /** @type {(inputs: Discovery_Problem_Dates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روز آخر باید همان روز اول یا پس از آن باشد.`)
};

export const discovery_problem_dates_too_long = /** @type {(inputs: Discovery_Problem_Dates_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بازهٔ تاریخ حداکثر می‌تواند یک سال باشد.`)
};

export const discovery_problem_no_dates = /** @type {(inputs: Discovery_Problem_No_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روز اول، روز آخر یا هر دو را انتخاب کنید.`)
};

export const discovery_problem_no_home = /** @type {(inputs: Discovery_Problem_No_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابتدا محلهٔ خود را تعیین کنید.`)
};

export const discovery_problem_no_location = /** @type {(inputs: Discovery_Problem_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موقعیت شما هنوز مشخص نیست.`)
};

export const discovery_problem_no_origin = /** @type {(inputs: Discovery_Problem_No_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب کنید فاصله از کجا سنجیده شود.`)
};

export const discovery_problem_no_place = /** @type {(inputs: Discovery_Problem_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یک محله انتخاب کنید.`)
};

export const discovery_search_events = /** @type {(inputs: Discovery_Search_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جست‌وجوی رویدادها`)
};

export const discovery_search_events_subtitle = /** @type {(inputs: Discovery_Search_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای پیش‌رو بر اساس نام یا #برچسب؛ زودترین‌ها اول.`)
};

export const discovery_search_groups = /** @type {(inputs: Discovery_Search_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جست‌وجوی گروه‌ها`)
};

export const discovery_search_groups_subtitle = /** @type {(inputs: Discovery_Search_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌ها بر اساس نام یا #برچسب؛ فعال‌ترین‌ها اول.`)
};

export const discovery_try_again = /** @type {(inputs: Discovery_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلاش دوباره`)
};

export const discovery_view_label = /** @type {(inputs: Discovery_View_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش رویدادها به صورت`)
};

export const discovery_view_list = /** @type {(inputs: Discovery_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فهرست`)
};

export const discovery_view_map = /** @type {(inputs: Discovery_View_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقشه`)
};

export const discovery_when_next_week = /** @type {(inputs: Discovery_When_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هفتهٔ بعد`)
};

export const discovery_when_this_week = /** @type {(inputs: Discovery_When_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این هفته`)
};

export const discovery_when_today = /** @type {(inputs: Discovery_When_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`امروز`)
};

export const discovery_when_tomorrow = /** @type {(inputs: Discovery_When_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فردا`)
};

export const discovery_when_weekend = /** @type {(inputs: Discovery_When_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این آخر هفته`)
};

export const discovery_within_km_of_a_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_A_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تا ${i?.km} کیلومتری یک محله`)
};

export const discovery_within_km_of_map_area = /** @type {(inputs: Discovery_Within_Km_Of_Map_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تا ${i?.km} کیلومتری محدودهٔ نقشه`)
};

export const discovery_within_km_of_my_location = /** @type {(inputs: Discovery_Within_Km_Of_My_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تا ${i?.km} کیلومتری موقعیت من`)
};

export const discovery_within_km_of_my_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_My_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تا ${i?.km} کیلومتری محلهٔ من`)
};

export const discovery_within_km_of_place = /** @type {(inputs: Discovery_Within_Km_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تا ${i?.km} کیلومتری ${i?.place}`)
};

export const events_add_a_comment = /** @type {(inputs: Events_Add_A_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افزودن نظر`)
};

export const events_add_comment = /** @type {(inputs: Events_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ارسال نظر`)
};

export const events_add_count = /** @type {(inputs: Events_Add_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افزودن چند تاریخ`)
};

export const events_add_pin = /** @type {(inputs: Events_Add_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افزودن پین`)
};

export const events_add_to_calendar = /** @type {(inputs: Events_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افزودن به تقویم`)
};

export const events_address = /** @type {(inputs: Events_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی`)
};

export const events_address_hint = /** @type {(inputs: Events_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً 2305 Cornwall Ave یا یک مکان شناخته‌شده`)
};

export const events_address_matches = /** @type {(inputs: Events_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی‌های پیدا‌شده`)
};

export const events_address_search_down = /** @type {(inputs: Events_Address_Search_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جست‌وجوی نشانی فعلاً کار نمی‌کند: پین را دستی بگذارید یا نقشه را روی یک مکان مرکز کنید.`)
};

export const events_after_count = /** @type {(inputs: Events_After_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پس از چند رویداد`)
};

export const events_attend_event = /** @type {(inputs: Events_Attend_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرکت در رویداد`)
};

export const events_attendees_limit = /** @type {(inputs: Events_Attendees_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سقف شرکت‌کنندگان: ${i?.limit}`)
};

export const events_attendees_limit_unlimited = /** @type {(inputs: Events_Attendees_Limit_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سقف شرکت‌کنندگان: نامحدود`)
};

export const events_attending_note = /** @type {(inputs: Events_Attending_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما در این رویداد شرکت می‌کنید.`)
};

export const events_back_to = /** @type {(inputs: Events_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بازگشت به ${i?.group}`)
};

export const events_browse_files = /** @type {(inputs: Events_Browse_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرور فایل‌ها`)
};

export const events_cancel = /** @type {(inputs: Events_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغو`)
};

export const events_cancelled = /** @type {(inputs: Events_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد لغو شد.`)
};

export const events_cannot_comment = /** @type {(inputs: Events_Cannot_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمی‌توانید برای رویدادهای این گروه نظر بگذارید.`)
};

export const events_centre_on = /** @type {(inputs: Events_Centre_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرکز روی`)
};

export const events_changed_both = /** @type {(inputs: Events_Changed_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`این رویداد تغییر کرد: اکنون ${i?.time} در ${i?.location}`)
};

export const events_changed_place = /** @type {(inputs: Events_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`این رویداد تغییر کرد: اکنون در ${i?.location}`)
};

export const events_changed_time = /** @type {(inputs: Events_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`این رویداد تغییر کرد: اکنون ${i?.time}`)
};

export const events_choose_another_file = /** @type {(inputs: Events_Choose_Another_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب فایل دیگر`)
};

export const events_choose_cover = /** @type {(inputs: Events_Choose_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب تصویر جلد`)
};

export const events_choose_image = /** @type {(inputs: Events_Choose_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب تصویر`)
};

export const events_choose_place = /** @type {(inputs: Events_Choose_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب مکان`)
};

export const events_comment_from_fediverse = /** @type {(inputs: Events_Comment_From_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`از فدیورس`)
};

export const events_comment_hint = /** @type {(inputs: Events_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مهربان باشید: هر کسی که رویداد را می‌بیند آن را می‌خواند.`)
};

export const events_comment_label = /** @type {(inputs: Events_Comment_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظر`)
};

export const events_comment_options = /** @type {(inputs: Events_Comment_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزینه‌های نظر`)
};

export const events_comments_load_failed = /** @type {(inputs: Events_Comments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظرها بارگیری نشدند.`)
};

export const events_copy_subtitle = /** @type {(inputs: Events_Copy_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رونوشتی از ${i?.name}، یک هفته بعد: تاریخ‌ها را بررسی کنید. پر کردن خانه‌های ستاره‌دار (*) لازم است.`)
};

export const events_count_hint = /** @type {(inputs: Events_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر کدام رویدادی جداست، با شرکت‌کنندگان خودش. حداکثر ${i?.max}.`)
};

export const events_cover_alt = /** @type {(inputs: Events_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصویر جلد ${i?.name}`)
};

export const events_cover_file = /** @type {(inputs: Events_Cover_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فایل تصویر جلد`)
};

export const events_cover_preview_alt = /** @type {(inputs: Events_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیش‌نمایش تصویر جلد انتخاب‌شده`)
};

export const events_cover_repeats = /** @type {(inputs: Events_Cover_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد تکرار می‌شود. جلد تازه برای این‌ها به کار رود:`)
};

export const events_create_another = /** @type {(inputs: Events_Create_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد رویدادی مشابه`)
};

export const events_create_event = /** @type {(inputs: Events_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد رویداد`)
};

export const events_create_title = /** @type {(inputs: Events_Create_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ایجاد یا درون‌ریزی رویداد برای گروه ${i?.group}`)
};

export const events_current_cover_alt = /** @type {(inputs: Events_Current_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر جلد کنونی`)
};

export const events_current_cover_stays = /** @type {(inputs: Events_Current_Cover_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جلد کنونی می‌ماند مگر آنکه جلد تازه‌ای انتخاب کنید.`)
};

export const events_dates_to_add = /** @type {(inputs: Events_Dates_To_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعداد تاریخ‌های افزودنی`)
};

export const events_delete_comment = /** @type {(inputs: Events_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف نظر`)
};

export const events_delete_comment_question = /** @type {(inputs: Events_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آیا مطمئنید که می‌خواهید این نظر را حذف کنید؟ این کار برگشت‌پذیر نیست.`)
};

export const events_delete_event = /** @type {(inputs: Events_Delete_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف رویداد`)
};

export const events_delete_question = /** @type {(inputs: Events_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آیا مطمئنید که می‌خواهید این رویداد را حذف کنید؟ این کار برگشت‌پذیر نیست.`)
};

export const events_delete_which = /** @type {(inputs: Events_Delete_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف کدام رویدادها`)
};

export const events_description_hint = /** @type {(inputs: Events_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چه می‌کنید، چه بیاورند، چه کسانی خوش‌آمدند.`)
};

export const events_description_label = /** @type {(inputs: Events_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توضیحات`)
};

export const events_details_for_group_members = /** @type {(inputs: Events_Details_For_Group_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جزئیات برای اعضای گروه`)
};

export const events_details_for_members = /** @type {(inputs: Events_Details_For_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جزئیات این رویداد برای اعضای ${i?.group} است.`)
};

export const events_directions = /** @type {(inputs: Events_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسیریابی`)
};

export const events_directions_new_tab = /** @type {(inputs: Events_Directions_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسیریابی (در زبانهٔ تازه باز می‌شود)`)
};

export const events_doc_title = /** @type {(inputs: Events_Doc_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد`)
};

export const events_does_not_repeat = /** @type {(inputs: Events_Does_Not_RepeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تکرار نمی‌شود`)
};

export const events_download_csv = /** @type {(inputs: Events_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگیری CSV`)
};

export const events_duplicate = /** @type {(inputs: Events_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تکثیر رویداد`)
};

export const events_edit_comment = /** @type {(inputs: Events_Edit_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویرایش نظر`)
};

export const events_edit_doc_title = /** @type {(inputs: Events_Edit_Doc_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ویرایش ${i?.name}`)
};

export const events_edit_event = /** @type {(inputs: Events_Edit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویرایش رویداد`)
};

export const events_edit_recurring = /** @type {(inputs: Events_Edit_RecurringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویرایش رویداد تکراری`)
};

export const events_edit_your_comment = /** @type {(inputs: Events_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظر خود را ویرایش کنید`)
};

export const events_edited = /** @type {(inputs: Events_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ویرایش‌شده)`)
};

export const events_edited_at = /** @type {(inputs: Events_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ویرایش‌شده در ${i?.time}`)
};

export const events_end_label = /** @type {(inputs: Events_End_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ و ساعت پایان`)
};

export const events_ended = /** @type {(inputs: Events_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پایان‌یافته`)
};

export const events_ended_note = /** @type {(inputs: Events_Ended_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد به پایان رسیده است.`)
};

export const events_ends = /** @type {(inputs: Events_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پایان`)
};

export const events_explore = /** @type {(inputs: Events_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گشتن در رویدادها`)
};

export const events_faces_label = /** @type {(inputs: Events_Faces_LabelInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} نفر شرکت می‌کنند: ${i?.names}`)
};

export const events_faces_label_more = /** @type {(inputs: Events_Faces_Label_MoreInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} نفر شرکت می‌کنند: ${i?.names} و ${i?.more} نفر دیگر`)
};

export const events_format = /** @type {(inputs: Events_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نوع برگزاری`)
};

export const events_format_fact_hybrid = /** @type {(inputs: Events_Format_Fact_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترکیبی: حضوری و آنلاین`)
};

export const events_format_fact_online = /** @type {(inputs: Events_Format_Fact_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد آنلاین`)
};

export const events_format_hint_hybrid = /** @type {(inputs: Events_Format_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افراد در مکان زیر دیدار می‌کنند یا از راه پیوند جلسه شرکت می‌کنند.`)
};

export const events_format_hint_in_person = /** @type {(inputs: Events_Format_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افراد در مکان زیر دیدار می‌کنند.`)
};

export const events_format_hint_online = /** @type {(inputs: Events_Format_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افراد از راه پیوند جلسه شرکت می‌کنند.`)
};

export const events_format_hybrid = /** @type {(inputs: Events_Format_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترکیبی`)
};

export const events_format_in_person = /** @type {(inputs: Events_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حضوری`)
};

export const events_format_online = /** @type {(inputs: Events_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آنلاین`)
};

export const events_frequency_biweekly = /** @type {(inputs: Events_Frequency_BiweeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر ۲ هفته`)
};

export const events_frequency_monthly = /** @type {(inputs: Events_Frequency_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماهانه`)
};

export const events_frequency_weekly = /** @type {(inputs: Events_Frequency_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هفتگی`)
};

export const events_full_note = /** @type {(inputs: Events_Full_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ظرفیت رویداد تکمیل است: شرکت‌کنندگان تازه به فهرست انتظار می‌روند.`)
};

export const events_go_to_event = /** @type {(inputs: Events_Go_To_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفتن به صفحهٔ رویداد`)
};

export const events_go_to_group = /** @type {(inputs: Events_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفتن به صفحهٔ گروه`)
};

export const events_group_owner_suffix = /** @type {(inputs: Events_Group_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (مالک گروه)`)
};

export const events_hand_over_button = /** @type {(inputs: Events_Hand_Over_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واگذاری به میزبانی دیگر`)
};

export const events_hand_over_confirm = /** @type {(inputs: Events_Hand_Over_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واگذار کن`)
};

export const events_hand_over_title = /** @type {(inputs: Events_Hand_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واگذاری رویداد`)
};

export const events_host_tools = /** @type {(inputs: Events_Host_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابزارهای میزبان`)
};

export const events_hosted_by = /** @type {(inputs: Events_Hosted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`میزبان: ${i?.name}`)
};

export const events_hosted_by_ask = /** @type {(inputs: Events_Hosted_By_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`میزبان ${i?.name}، ${i?.host} است. اگر چیزی باید تغییر کند، از او بپرسید.`)
};

export const events_hosted_by_more = /** @type {(inputs: Events_Hosted_By_MoreInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`میزبان: ${i?.name} و ${countText} نفر دیگر`)
};

export const events_hosts_load_failed = /** @type {(inputs: Events_Hosts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میزبانان گروه بارگیری نشدند.`)
};

export const events_import_button = /** @type {(inputs: Events_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پر کردن با رویداد موجود در Meetup`)
};

export const events_import_form_label = /** @type {(inputs: Events_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درون‌ریزی رویداد Meetup`)
};

export const events_import_hint = /** @type {(inputs: Events_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان، توضیحات، مکان و زمان شروع بالا را پر می‌کند؛ پایان ۴ ساعت پس از شروع گذاشته می‌شود.`)
};

export const events_import_url_label = /** @type {(inputs: Events_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی رویداد Meetup`)
};

export const events_join_group_and_attend = /** @type {(inputs: Events_Join_Group_And_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوستن به گروه و شرکت`)
};

export const events_join_group_and_waitlist = /** @type {(inputs: Events_Join_Group_And_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوستن به گروه و فهرست انتظار`)
};

export const events_join_online = /** @type {(inputs: Events_Join_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوستن آنلاین`)
};

export const events_join_to_see = /** @type {(inputs: Events_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای دیدن آن‌ها به گروه بپیوندید.`)
};

export const events_join_waitlist = /** @type {(inputs: Events_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفتن به فهرست انتظار`)
};

export const events_last_date = /** @type {(inputs: Events_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخرین تاریخ`)
};

export const events_leave_event = /** @type {(inputs: Events_Leave_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انصراف از شرکت`)
};

export const events_leave_group_gives_up = /** @type {(inputs: Events_Leave_Group_Gives_UpInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`جای خود را در ${countText} رویداد پیش‌رو هم از دست می‌دهید.`)
};

export const events_leave_group_question = /** @type {(inputs: Events_Leave_Group_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آیا مطمئنید که می‌خواهید این گروه را ترک کنید؟`)
};

export const events_leave_waitlist = /** @type {(inputs: Events_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خروج از فهرست انتظار`)
};

export const events_link_for_going = /** @type {(inputs: Events_Link_For_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوند جلسه به شرکت‌کنندگان نشان داده می‌شود.`)
};

export const events_loading_comments = /** @type {(inputs: Events_Loading_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری نظرها`)
};

export const events_loading_event = /** @type {(inputs: Events_Loading_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری رویداد`)
};

export const events_loading_group = /** @type {(inputs: Events_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری گروه`)
};

export const events_loading_hosts = /** @type {(inputs: Events_Loading_HostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری میزبانان گروه…`)
};

export const events_loading_map = /** @type {(inputs: Events_Loading_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری نقشه`)
};

export const events_loading_participants = /** @type {(inputs: Events_Loading_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری شرکت‌کنندگان`)
};

export const events_loading_past = /** @type {(inputs: Events_Loading_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری رویدادهای گذشته`)
};

export const events_loading_tab = /** @type {(inputs: Events_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری زبانه`)
};

export const events_loading_upcoming = /** @type {(inputs: Events_Loading_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری رویدادهای پیش‌رو`)
};

export const events_loading_yours = /** @type {(inputs: Events_Loading_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری رویدادهای شما`)
};

export const events_local_time_hint = /** @type {(inputs: Events_Local_Time_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} (به وقت محلی شما)`)
};

export const events_location = /** @type {(inputs: Events_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مکان`)
};

export const events_location_hint_hybrid = /** @type {(inputs: Events_Location_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جایی که افراد بتوانند پیدا کنند، مثلاً Britannia Community Centre، اتاق ۲.`)
};

export const events_location_hint_in_person = /** @type {(inputs: Events_Location_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جایی که افراد بتوانند پیدا کنند، مثلاً Kitsilano Beach، کنار برج نجات‌غریق.`)
};

export const events_location_hint_online = /** @type {(inputs: Events_Location_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کجا برگزار می‌شود، مثلاً آنلاین (Zoom).`)
};

export const events_map_new_tab = /** @type {(inputs: Events_Map_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(نقشه، در زبانهٔ تازه باز می‌شود)`)
};

export const events_map_of = /** @type {(inputs: Events_Map_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نقشهٔ محل ${i?.name}`)
};

export const events_meeting_link = /** @type {(inputs: Events_Meeting_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوند جلسه`)
};

export const events_meeting_link_hint = /** @type {(inputs: Events_Meeting_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختیاری. فقط شرکت‌کنندگان، میزبان و مالک گروه آن را می‌بینند.`)
};

export const events_meeting_link_new_tab = /** @type {(inputs: Events_Meeting_Link_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(پیوند جلسه، در زبانهٔ تازه باز می‌شود)`)
};

export const events_more_count_hint = /** @type {(inputs: Events_More_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر کدام رویدادی جداست، با شرکت‌کنندگان خودش. حداکثر ${i?.max} رویداد پیش‌رو.`)
};

export const events_more_dates = /** @type {(inputs: Events_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ‌های بیشتر`)
};

export const events_more_dates_hint = /** @type {(inputs: Events_More_Dates_HintInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${i?.rule}، ${countText} تاریخ پیش‌رو. تاریخ‌های تازه پس از آخرین تاریخ می‌آیند.`)
};

export const events_more_until_hint = /** @type {(inputs: Events_More_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سری تا این روز ادامه می‌یابد.`)
};

export const events_move_pin = /** @type {(inputs: Events_Move_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جابه‌جایی پین`)
};

export const events_my_events = /** @type {(inputs: Events_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای من`)
};

export const events_my_events_count = /** @type {(inputs: Events_My_Events_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رویدادهای من (${i?.count})`)
};

export const events_names_separator = /** @type {(inputs: Events_Names_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`، `)
};

export const events_new_last_date = /** @type {(inputs: Events_New_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخرین تاریخ تازه`)
};

export const events_no_address_matches = /** @type {(inputs: Events_No_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی‌ای پیدا نشد. خیابان و پلاک یا یک مکان شناخته‌شده را امتحان کنید.`)
};

export const events_no_comments = /** @type {(inputs: Events_No_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز نظری نیست. گفت‌وگو را شروع کنید!`)
};

export const events_no_image = /** @type {(inputs: Events_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویری انتخاب نشده است`)
};

export const events_no_link_manage = /** @type {(inputs: Events_No_Link_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز پیوند جلسه‌ای نیست: با «ویرایش رویداد» آن را بیفزایید.`)
};

export const events_no_link_yet = /** @type {(inputs: Events_No_Link_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میزبان هنوز پیوند جلسه را نیفزوده است.`)
};

export const events_no_more_dates = /** @type {(inputs: Events_No_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدون تاریخ بیشتر`)
};

export const events_no_other_host = /** @type {(inputs: Events_No_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این گروه هنوز میزبان رویداد دیگری ندارد. مالک گروه می‌تواند در زبانهٔ «اعضا» اعضا را میزبان رویداد کند.`)
};

export const events_no_participants = /** @type {(inputs: Events_No_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز کسی اعلام حضور نکرده است.`)
};

export const events_not_a_host_body = /** @type {(inputs: Events_Not_A_Host_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`برگزارکنندهٔ ${i?.group}، ${i?.owner} است. اگر می‌خواهید میزبان رویدادی باشید، از او بپرسید.`)
};

export const events_not_a_host_title = /** @type {(inputs: Events_Not_A_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط مالک گروه و میزبانان رویداد می‌توانند رویداد ایجاد کنند`)
};

export const events_not_attending = /** @type {(inputs: Events_Not_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در هیچ رویدادی شرکت نمی‌کنید...`)
};

export const events_number_of_events = /** @type {(inputs: Events_Number_Of_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعداد رویدادها`)
};

export const events_on_date = /** @type {(inputs: Events_On_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در یک تاریخ`)
};

export const events_only_host_can_edit = /** @type {(inputs: Events_Only_Host_Can_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط میزبان رویداد می‌تواند آن را ویرایش کند`)
};

export const events_opens_new_tab = /** @type {(inputs: Events_Opens_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(در زبانهٔ تازه باز می‌شود)`)
};

export const events_options = /** @type {(inputs: Events_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزینه‌های رویداد`)
};

export const events_owner_will_answer = /** @type {(inputs: Events_Owner_Will_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مالک گروه به درخواست شما پاسخ می‌دهد.`)
};

export const events_participants_limit = /** @type {(inputs: Events_Participants_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سقف شرکت‌کنندگان`)
};

export const events_participants_limit_hint = /** @type {(inputs: Events_Participants_Limit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاها به‌جز خود شما (میزبان). ۰ یعنی نامحدود.`)
};

export const events_participants_load_failed = /** @type {(inputs: Events_Participants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرکت‌کنندگان بارگیری نشدند.`)
};

export const events_participants_of = /** @type {(inputs: Events_Participants_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شرکت‌کنندگان ${i?.name}`)
};

export const events_past = /** @type {(inputs: Events_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای گذشته`)
};

export const events_past_load_failed = /** @type {(inputs: Events_Past_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای گذشته بارگیری نشدند.`)
};

export const events_picker_map_label = /** @type {(inputs: Events_Picker_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقشه. پین را بکشید، یا روی جایی از نقشه که رویداد برگزار می‌شود بزنید.`)
};

export const events_pin_alt = /** @type {(inputs: Events_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پین رویداد`)
};

export const events_pin_centre = /** @type {(inputs: Events_Pin_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پین در مرکز نقشه`)
};

export const events_pin_drag_title = /** @type {(inputs: Events_Pin_Drag_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای جابه‌جایی پین بکشید`)
};

export const events_pin_field_hint = /** @type {(inputs: Events_Pin_Field_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد را روی نقشه می‌گذارد و مسیر رسیدن به نقطهٔ دقیق را به افراد نشان می‌دهد.`)
};

export const events_pin_field_label = /** @type {(inputs: Events_Pin_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پین روی نقشه (اختیاری)`)
};

export const events_pin_hint = /** @type {(inputs: Events_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پین را بکشید، یا روی جایی از نقشه که افراد دیدار می‌کنند بزنید. برای شروع از نزدیکی یک مکان، نقشه را روی آن مرکز کنید.`)
};

export const events_pin_near = /** @type {(inputs: Events_Pin_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نزدیک ${i?.place} · ${i?.point}`)
};

export const events_pin_of = /** @type {(inputs: Events_Pin_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پین ${i?.name}`)
};

export const events_pin_on_map = /** @type {(inputs: Events_Pin_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پین روی نقشه`)
};

export const events_pin_readout = /** @type {(inputs: Events_Pin_ReadoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پین: ${i?.pin}`)
};

export const events_privacy_hint_private = /** @type {(inputs: Events_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط اعضای گروه جزئیات را می‌بینند (زمان، مکان، توضیحات، میزبان).`)
};

export const events_privacy_hint_public = /** @type {(inputs: Events_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`همه می‌توانند جزئیات را ببینند؛ اعضای گروه می‌توانند شرکت کنند.`)
};

export const events_privacy_label = /** @type {(inputs: Events_Privacy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نوع حریم خصوصی رویداد`)
};

export const events_private_group_events = /** @type {(inputs: Events_Private_Group_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای این گروه خصوصی برای اعضای آن دیده می‌شوند.`)
};

export const events_private_group_note = /** @type {(inputs: Events_Private_Group_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این گروه خصوصی است: اعضای آن در رویدادهایش شرکت می‌کنند.`)
};

export const events_ready = /** @type {(inputs: Events_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد شما آماده است.`)
};

export const events_remove = /** @type {(inputs: Events_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف`)
};

export const events_remove_cover = /** @type {(inputs: Events_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف تصویر جلد`)
};

export const events_remove_cover_from = /** @type {(inputs: Events_Remove_Cover_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف تصویر جلد از:`)
};

export const events_remove_cover_from_label = /** @type {(inputs: Events_Remove_Cover_From_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف جلد از`)
};

export const events_remove_cover_one = /** @type {(inputs: Events_Remove_Cover_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر جلد این رویداد حذف شود؟ هر وقت بخواهید می‌توانید تصویر تازه‌ای بارگذاری کنید.`)
};

export const events_remove_cover_series = /** @type {(inputs: Events_Remove_Cover_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد تصویر جلد سری خود را نشان می‌دهد. از همهٔ رویدادهای سری حذف شود؟ هر وقت بخواهید می‌توانید تصویر تازه‌ای بارگذاری کنید.`)
};

export const events_remove_pin = /** @type {(inputs: Events_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف پین`)
};

export const events_repeat_biweekly = /** @type {(inputs: Events_Repeat_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ۲ هفته، ${i?.weekday}‌ها`)
};

export const events_repeat_monthly_1 = /** @type {(inputs: Events_Repeat_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ماه، ۱امین ${i?.weekday}`)
};

export const events_repeat_monthly_2 = /** @type {(inputs: Events_Repeat_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ماه، ۲امین ${i?.weekday}`)
};

export const events_repeat_monthly_3 = /** @type {(inputs: Events_Repeat_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ماه، ۳امین ${i?.weekday}`)
};

export const events_repeat_monthly_4 = /** @type {(inputs: Events_Repeat_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ماه، ۴امین ${i?.weekday}`)
};

export const events_repeat_monthly_last = /** @type {(inputs: Events_Repeat_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ماه، آخرین ${i?.weekday}`)
};

export const events_repeat_weekly = /** @type {(inputs: Events_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر هفته، ${i?.weekday}‌ها`)
};

export const events_repeats = /** @type {(inputs: Events_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تکرار`)
};

export const events_repeats_biweekly = /** @type {(inputs: Events_Repeats_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ۲ هفته، ${i?.weekday}‌ها تکرار می‌شود`)
};

export const events_repeats_monthly_1 = /** @type {(inputs: Events_Repeats_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ماه، ۱امین ${i?.weekday} تکرار می‌شود`)
};

export const events_repeats_monthly_2 = /** @type {(inputs: Events_Repeats_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ماه، ۲امین ${i?.weekday} تکرار می‌شود`)
};

export const events_repeats_monthly_3 = /** @type {(inputs: Events_Repeats_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ماه، ۳امین ${i?.weekday} تکرار می‌شود`)
};

export const events_repeats_monthly_4 = /** @type {(inputs: Events_Repeats_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ماه، ۴امین ${i?.weekday} تکرار می‌شود`)
};

export const events_repeats_monthly_last = /** @type {(inputs: Events_Repeats_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر ماه، آخرین ${i?.weekday} تکرار می‌شود`)
};

export const events_repeats_weekly = /** @type {(inputs: Events_Repeats_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر هفته، ${i?.weekday}‌ها تکرار می‌شود`)
};

export const events_request_to_join_to_attend = /** @type {(inputs: Events_Request_To_Join_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست عضویت در گروه برای شرکت`)
};

export const events_requested_membership = /** @type {(inputs: Events_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست عضویت ارسال شد`)
};

export const events_required_note = /** @type {(inputs: Events_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پر کردن خانه‌های ستاره‌دار (*) لازم است.`)
};

export const events_save = /** @type {(inputs: Events_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ذخیره`)
};

export const events_save_changes_to = /** @type {(inputs: Events_Save_Changes_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد تکرار می‌شود. تغییرات برای این‌ها ذخیره شود:`)
};

export const events_save_which = /** @type {(inputs: Events_Save_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ذخیره برای کدام رویدادها`)
};

export const events_scope_following = /** @type {(inputs: Events_Scope_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد و رویدادهای بعدی`)
};

export const events_scope_series = /** @type {(inputs: Events_Scope_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`همهٔ رویدادهای سری`)
};

export const events_scope_this = /** @type {(inputs: Events_Scope_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد`)
};

export const events_searching = /** @type {(inputs: Events_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال جست‌وجو…`)
};

export const events_sections = /** @type {(inputs: Events_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بخش‌های رویداد`)
};

export const events_see_other_events = /** @type {(inputs: Events_See_Other_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دیدن دیگر رویدادهای گروه`)
};

export const events_selected_file = /** @type {(inputs: Events_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انتخاب‌شده: ${i?.name}`)
};

export const events_series_dates = /** @type {(inputs: Events_Series_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ‌های این سری`)
};

export const events_series_summary = /** @type {(inputs: Events_Series_SummaryInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${i?.frequency}، ${countText} تاریخ`)
};

export const events_show_all_dates = /** @type {(inputs: Events_Show_All_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نمایش همهٔ ${i?.total} تاریخ`)
};

export const events_show_more = /** @type {(inputs: Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش رویدادهای بیشتر`)
};

export const events_sign_in_join_to_see = /** @type {(inputs: Events_Sign_In_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای دیدن آن‌ها وارد شوید و به گروه بپیوندید.`)
};

export const events_sign_in_to_attend = /** @type {(inputs: Events_Sign_In_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای شرکت وارد شوید`)
};

export const events_start_label = /** @type {(inputs: Events_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ و ساعت شروع`)
};

export const events_tab_about = /** @type {(inputs: Events_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درباره`)
};

export const events_tab_comments = /** @type {(inputs: Events_Tab_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظرها`)
};

export const events_tab_participants = /** @type {(inputs: Events_Tab_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرکت‌کنندگان`)
};

export const events_title_hint = /** @type {(inputs: Events_Title_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً دویدن هنگام طلوع در ساحل Kits Beach`)
};

export const events_title_label = /** @type {(inputs: Events_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان`)
};

export const events_toast_attend_failed = /** @type {(inputs: Events_Toast_Attend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثبت حضور در رویداد انجام نشد.`)
};

export const events_toast_attend_failed_not_member = /** @type {(inputs: Events_Toast_Attend_Failed_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای شرکت باید عضو گروه باشید`)
};

export const events_toast_attending = /** @type {(inputs: Events_Toast_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حضور شما در رویداد با موفقیت ثبت شد`)
};

export const events_toast_comment_added = /** @type {(inputs: Events_Toast_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظر با موفقیت افزوده شد`)
};

export const events_toast_comment_delete_failed = /** @type {(inputs: Events_Toast_Comment_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف نظر انجام نشد.`)
};

export const events_toast_comment_deleted = /** @type {(inputs: Events_Toast_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظر با موفقیت حذف شد`)
};

export const events_toast_comment_failed = /** @type {(inputs: Events_Toast_Comment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افزودن نظر انجام نشد.`)
};

export const events_toast_comment_update_failed = /** @type {(inputs: Events_Toast_Comment_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویرایش نظر انجام نشد.`)
};

export const events_toast_comment_updated = /** @type {(inputs: Events_Toast_Comment_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظر با موفقیت ویرایش شد`)
};

export const events_toast_cover_delete_failed = /** @type {(inputs: Events_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف تصویر جلد انجام نشد`)
};

export const events_toast_cover_deleted = /** @type {(inputs: Events_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر جلد با موفقیت حذف شد`)
};

export const events_toast_cover_upload_failed = /** @type {(inputs: Events_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگذاری تصویر جلد انجام نشد.`)
};

export const events_toast_cover_uploaded = /** @type {(inputs: Events_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر جلد با موفقیت بارگذاری شد`)
};

export const events_toast_create_failed = /** @type {(inputs: Events_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد رویداد انجام نشد.`)
};

export const events_toast_created = /** @type {(inputs: Events_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد شما با موفقیت ایجاد شد!`)
};

export const events_toast_delete_failed = /** @type {(inputs: Events_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف رویداد انجام نشد`)
};

export const events_toast_deleted = /** @type {(inputs: Events_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد با موفقیت حذف شد`)
};

export const events_toast_hand_over_failed = /** @type {(inputs: Events_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واگذاری رویداد انجام نشد.`)
};

export const events_toast_handed_over = /** @type {(inputs: Events_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} اکنون میزبان رویداد است`)
};

export const events_toast_import_failed = /** @type {(inputs: Events_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درون‌ریزی رویداد شما انجام نشد. لطفاً مطمئن شوید پیوند درست است.`)
};

export const events_toast_join_group_failed = /** @type {(inputs: Events_Toast_Join_Group_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوستن به گروه انجام نشد.`)
};

export const events_toast_joined_group = /** @type {(inputs: Events_Toast_Joined_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به گروه پیوستید`)
};

export const events_toast_leave_event_failed = /** @type {(inputs: Events_Toast_Leave_Event_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انصراف از شرکت در رویداد انجام نشد.`)
};

export const events_toast_left_event = /** @type {(inputs: Events_Toast_Left_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`از شرکت در رویداد انصراف دادید`)
};

export const events_toast_membership_request_failed = /** @type {(inputs: Events_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ارسال درخواست عضویت انجام نشد.`)
};

export const events_toast_membership_requested = /** @type {(inputs: Events_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست عضویت شما برای مالک گروه فرستاده شد`)
};

export const events_toast_update_failed = /** @type {(inputs: Events_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به‌روزرسانی رویداد انجام نشد`)
};

export const events_toast_updated = /** @type {(inputs: Events_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد با موفقیت به‌روز شد`)
};

export const events_toast_waitlisted = /** @type {(inputs: Events_Toast_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`با موفقیت به فهرست انتظار رویداد پیوستید`)
};

export const events_until_hint = /** @type {(inputs: Events_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سری پس از این روز متوقف می‌شود.`)
};

export const events_until_later = /** @type {(inputs: Events_Until_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا تاریخی دیرتر`)
};

export const events_upcoming = /** @type {(inputs: Events_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای پیش‌رو`)
};

export const events_upcoming_load_failed = /** @type {(inputs: Events_Upcoming_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای پیش‌رو بارگیری نشدند.`)
};

export const events_update_event = /** @type {(inputs: Events_Update_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به‌روزرسانی رویداد`)
};

export const events_upload_cover = /** @type {(inputs: Events_Upload_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگذاری تصویر جلد`)
};

export const events_uploaded_on_save = /** @type {(inputs: Events_Uploaded_On_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}. هنگام ذخیرهٔ رویداد بارگذاری می‌شود.`)
};

export const events_use_cover_for = /** @type {(inputs: Events_Use_Cover_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جلد برای`)
};

export const events_use_this_image = /** @type {(inputs: Events_Use_This_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استفاده از این تصویر`)
};

export const events_use_this_pin = /** @type {(inputs: Events_Use_This_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استفاده از این پین`)
};

export const events_waitlist_order_note = /** @type {(inputs: Events_Waitlist_Order_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`با انصراف دیگران، جاها به همین ترتیب به فهرست انتظار می‌رسد.`)
};

export const events_waitlist_place = /** @type {(inputs: Events_Waitlist_PlaceInputs) => LocalizedString} */ (i) => {
	const positionText = registry.number("fa", i?.position, {});return /** @type {LocalizedString} */ (`جایگاه شما در فهرست انتظار: ${positionText}`)
};

export const events_waitlisted_note = /** @type {(inputs: Events_Waitlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما در فهرست انتظار هستید: وقتی کسی انصراف دهد، جا به شما می‌رسد.`)
};

export const events_where = /** @type {(inputs: Events_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کجا`)
};

export const events_who_will_host = /** @type {(inputs: Events_Who_Will_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`چه کسی میزبان ${i?.name} باشد؟ میزبان فعلی به‌عنوان شرکت‌کننده می‌ماند.`)
};

export const events_your_events = /** @type {(inputs: Events_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای شما`)
};

export const events_your_local_time = /** @type {(inputs: Events_Your_Local_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به وقت محلی شما`)
};

export const events_yours_load_failed = /** @type {(inputs: Events_Yours_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای شما بارگیری نشدند.`)
};

export const feeds_csv_name = /** @type {(inputs: Feeds_Csv_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام`)
};

export const feeds_csv_role = /** @type {(inputs: Feeds_Csv_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقش`)
};

export const feeds_csv_rsvp_time = /** @type {(inputs: Feeds_Csv_Rsvp_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`زمان اعلام حضور (${i?.zone})`)
};

export const feeds_date_at_time = /** @type {(inputs: Feeds_Date_At_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}، ساعت ${i?.time}`)
};

export const feeds_export_blocked = /** @type {(inputs: Feeds_Export_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افرادی که مسدود کرده‌اید`)
};

export const feeds_export_comments = /** @type {(inputs: Feeds_Export_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظرها`)
};

export const feeds_export_conversation_with = /** @type {(inputs: Feeds_Export_Conversation_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`گفت‌وگو با ${i?.name}`)
};

export const feeds_export_email = /** @type {(inputs: Feeds_Export_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی ایمیل`)
};

export const feeds_export_events = /** @type {(inputs: Feeds_Export_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادها و پاسخ‌های حضور`)
};

export const feeds_export_groups = /** @type {(inputs: Feeds_Export_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌ها`)
};

export const feeds_export_hidden = /** @type {(inputs: Feeds_Export_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پنهان‌شده توسط ناظران`)
};

export const feeds_export_intro = /** @type {(inputs: Feeds_Export_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نسخه‌ای از آنچه در ${i?.site} از آنِ شماست، آماده‌شده برای ${i?.name} در ${i?.date}. همین داده‌ها برای برنامه‌های دیگر در فایل‌های JSON کنار این صفحه هست.`)
};

export const feeds_export_member_since = /** @type {(inputs: Feeds_Export_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عضو از`)
};

export const feeds_export_messages = /** @type {(inputs: Feeds_Export_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیام‌ها`)
};

export const feeds_export_nothing = /** @type {(inputs: Feeds_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چیزی اینجا نیست.`)
};

export const feeds_export_notifications = /** @type {(inputs: Feeds_Export_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعلان‌ها`)
};

export const feeds_export_pictures = /** @type {(inputs: Feeds_Export_PicturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویرها`)
};

export const feeds_export_place = /** @type {(inputs: Feeds_Export_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مکان`)
};

export const feeds_export_profile = /** @type {(inputs: Feeds_Export_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایه`)
};

export const feeds_export_requests = /** @type {(inputs: Feeds_Export_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست‌های عضویت`)
};

export const feeds_export_title = /** @type {(inputs: Feeds_Export_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`داده‌های شما در ${i?.site}`)
};

export const feeds_export_you = /** @type {(inputs: Feeds_Export_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما`)
};

export const feeds_group_calendar_description = /** @type {(inputs: Feeds_Group_Calendar_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رویدادهای پیش‌روی ${i?.group}`)
};

export const feeds_group_feed_copyright = /** @type {(inputs: Feeds_Group_Feed_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} در Neighbourly`)
};

export const feeds_group_feed_title = /** @type {(inputs: Feeds_Group_Feed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group}: رویدادهای پیش‌رو`)
};

export const feeds_join_online = /** @type {(inputs: Feeds_Join_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شرکت آنلاین: ${i?.url}`)
};

export const feeds_my_events_calendar = /** @type {(inputs: Feeds_My_Events_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای من · Neighbourly`)
};

export const feeds_my_events_description = /** @type {(inputs: Feeds_My_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهایی در Neighbourly که در آن‌ها شرکت می‌کنید، میزبانشان هستید یا در فهرست انتظارشان هستید`)
};

export const feeds_waitlist_summary = /** @type {(inputs: Feeds_Waitlist_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (فهرست انتظار)`)
};

export const groups_account_needed = /** @type {(inputs: Groups_Account_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`برای ایجاد گروه به حساب کاربری نیاز دارید. ${i?.link} یا از دکمهٔ ورود در بالا استفاده کنید.`)
};

export const groups_approve_request = /** @type {(inputs: Groups_Approve_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأیید درخواست`)
};

export const groups_asked_to_join_on = /** @type {(inputs: Groups_Asked_To_Join_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تاریخ درخواست عضویت: ${i?.date}`)
};

export const groups_ban_confirm = /** @type {(inputs: Groups_Ban_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محروم کردن`)
};

export const groups_ban_message = /** @type {(inputs: Groups_Ban_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} از ${i?.group} محروم شود؟ او مانند «حذف» از گروه بیرون می‌رود و تا وقتی محرومیت را برندارید، نمی‌تواند بپیوندد، درخواست عضویت بدهد یا برای رویدادهای گروه نظر بنویسد.`)
};

export const groups_ban_reason_hint = /** @type {(inputs: Groups_Ban_Reason_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فقط مالک گروه آن را می‌بیند، نه خود آن شخص. ${i?.length}/${i?.max}`)
};

export const groups_ban_reason_label = /** @type {(inputs: Groups_Ban_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دلیل (اختیاری)`)
};

export const groups_ban_reason_prefix = /** @type {(inputs: Groups_Ban_Reason_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دلیل:`)
};

export const groups_ban_title = /** @type {(inputs: Groups_Ban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محروم کردن از گروه`)
};

export const groups_banned_cannot_join = /** @type {(inputs: Groups_Banned_Cannot_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمی‌توانید به این گروه بپیوندید.`)
};

export const groups_banned_empty = /** @type {(inputs: Groups_Banned_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ‌کس از این گروه محروم نشده است.`)
};

export const groups_banned_list_label = /** @type {(inputs: Groups_Banned_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`محروم‌شدگان از ${i?.group}`)
};

export const groups_banned_load_failed = /** @type {(inputs: Groups_Banned_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دریافت فهرست محروم‌شدگان ممکن نشد.`)
};

export const groups_banned_on = /** @type {(inputs: Groups_Banned_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تاریخ محرومیت: ${i?.date}`)
};

export const groups_banned_on_by = /** @type {(inputs: Groups_Banned_On_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تاریخ محرومیت: ${i?.date}، توسط ${i?.name}`)
};

export const groups_calendar_copy = /** @type {(inputs: Groups_Calendar_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کپی پیوند`)
};

export const groups_calendar_download = /** @type {(inputs: Groups_Calendar_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگیری فایل تقویم`)
};

export const groups_calendar_download_note = /** @type {(inputs: Groups_Calendar_Download_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برنامه‌های تقویم نمی‌توانند به گروه خصوصی وارد شوند`)
};

export const groups_calendar_open = /** @type {(inputs: Groups_Calendar_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`باز کردن در برنامهٔ تقویم`)
};

export const groups_calendar_subscribe = /** @type {(inputs: Groups_Calendar_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشتراک تقویم`)
};

export const groups_cover_alt = /** @type {(inputs: Groups_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصویر جلد ${i?.group}`)
};

export const groups_cover_change = /** @type {(inputs: Groups_Cover_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغییر تصویر جلد`)
};

export const groups_cover_current_alt = /** @type {(inputs: Groups_Cover_Current_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر جلد کنونی`)
};

export const groups_cover_delete = /** @type {(inputs: Groups_Cover_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف تصویر جلد`)
};

export const groups_cover_delete_confirm = /** @type {(inputs: Groups_Cover_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف`)
};

export const groups_cover_delete_question = /** @type {(inputs: Groups_Cover_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر جلد این گروه حذف شود؟ هر زمان می‌توانید تصویر تازه‌ای بارگذاری کنید.`)
};

export const groups_cover_file_label = /** @type {(inputs: Groups_Cover_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فایل تصویر جلد`)
};

export const groups_cover_preview_alt = /** @type {(inputs: Groups_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیش‌نمایش تصویر جلد تازه`)
};

export const groups_cover_upload = /** @type {(inputs: Groups_Cover_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگذاری تصویر جلد`)
};

export const groups_cover_uploaded_on_save = /** @type {(inputs: Groups_Cover_Uploaded_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنگام ذخیره بارگذاری می‌شود.`)
};

export const groups_create_a_group = /** @type {(inputs: Groups_Create_A_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد گروه`)
};

export const groups_create_button = /** @type {(inputs: Groups_Create_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد گروه`)
};

export const groups_create_event = /** @type {(inputs: Groups_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد رویداد`)
};

export const groups_create_free_account = /** @type {(inputs: Groups_Create_Free_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یک حساب کاربری رایگان بسازید`)
};

export const groups_create_or_import = /** @type {(inputs: Groups_Create_Or_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد یا درون‌ریزی گروه`)
};

export const groups_decline_and_ban = /** @type {(inputs: Groups_Decline_And_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رد و محروم کردن`)
};

export const groups_decline_and_ban_question = /** @type {(inputs: Groups_Decline_And_Ban_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`درخواست ${i?.name} رد شود و او از این گروه محروم شود؟ تا وقتی محرومیت را برندارید، نمی‌تواند دوباره درخواست عضویت بدهد.`)
};

export const groups_delete_group = /** @type {(inputs: Groups_Delete_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف گروه`)
};

export const groups_delete_question = /** @type {(inputs: Groups_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آیا مطمئنید که می‌خواهید این گروه را حذف کنید؟ این کار برگشت‌پذیر نیست.`)
};

export const groups_description_hint = /** @type {(inputs: Groups_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چه می‌کنید، کجا و کی دور هم جمع می‌شوید، چه کسانی خوش‌آمدند. واژه‌هایی مثل #کوهنوردی به پیوند برچسب تبدیل می‌شوند.`)
};

export const groups_distance_km = /** @type {(inputs: Groups_Distance_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} کیلومتر`)
};

export const groups_document_title_group = /** @type {(inputs: Groups_Document_Title_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه`)
};

export const groups_edit_description_hint = /** @type {(inputs: Groups_Edit_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واژه‌هایی مثل #کوهنوردی به پیوند برچسب تبدیل می‌شوند.`)
};

export const groups_edit_form_label = /** @type {(inputs: Groups_Edit_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویرایش گروه`)
};

export const groups_fediverse_address_copied = /** @type {(inputs: Groups_Fediverse_Address_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی کپی شد`)
};

export const groups_fediverse_copy_address = /** @type {(inputs: Groups_Fediverse_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کپی نشانی`)
};

export const groups_fediverse_copy_failed = /** @type {(inputs: Groups_Fediverse_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کپی نشانی ممکن نشد: آن را انتخاب کنید و دستی کپی کنید.`)
};

export const groups_fediverse_followers_count = /** @type {(inputs: Groups_Fediverse_Followers_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} دنبال‌کننده در فدیورس`)
};

export const groups_fediverse_intro = /** @type {(inputs: Groups_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`از ماستودون، موبیلیزون یا هر حساب فدیورس دنبال کنید: رویدادهای تازه همان‌جا به دستتان می‌رسد و پاسخ‌هایتان به‌صورت نظر به این‌جا برمی‌گردد.`)
};

export const groups_fediverse_title = /** @type {(inputs: Groups_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دنبال کردن از فدیورس`)
};

export const groups_field_description = /** @type {(inputs: Groups_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توضیحات گروه`)
};

export const groups_field_handle = /** @type {(inputs: Groups_Field_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شناسهٔ فدیورس`)
};

export const groups_field_id = /** @type {(inputs: Groups_Field_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شناسهٔ گروه`)
};

export const groups_field_name = /** @type {(inputs: Groups_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام گروه`)
};

export const groups_field_privacy = /** @type {(inputs: Groups_Field_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حریم خصوصی`)
};

export const groups_follow_account_label = /** @type {(inputs: Groups_Follow_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب شما (نام@سرور)`)
};

export const groups_follow_button = /** @type {(inputs: Groups_Follow_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دنبال کردن`)
};

export const groups_follow_form_label = /** @type {(inputs: Groups_Follow_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دنبال کردن با حساب فدیورس شما`)
};

export const groups_followers_empty = /** @type {(inputs: Groups_Followers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز هیچ حساب فدیورسی این گروه را دنبال نمی‌کند. نشانی آن در زبانهٔ «درباره» آمادهٔ هم‌رسانی است.`)
};

export const groups_followers_list_label = /** @type {(inputs: Groups_Followers_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دنبال‌کنندگان فدیورس ${i?.group}`)
};

export const groups_followers_load_failed = /** @type {(inputs: Groups_Followers_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دریافت دنبال‌کنندگان فدیورس ممکن نشد.`)
};

export const groups_followers_since = /** @type {(inputs: Groups_Followers_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دنبال‌کننده از ${i?.date}`)
};

export const groups_free_groups = /** @type {(inputs: Groups_Free_GroupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`یک گروه`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${countText} گروه`);
	return /** @type {LocalizedString} */ ("groups_free_groups");
};

export const groups_go_to_group = /** @type {(inputs: Groups_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفتن به صفحهٔ گروه`)
};

export const groups_handle_hint = /** @type {(inputs: Groups_Handle_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب‌های ماستودون، موبیلیزون و دیگر حساب‌های فدیورس گروه را با این نام دنبال می‌کنند. حروف کوچک لاتین، رقم و زیرخط. اگر بعداً آن را تغییر دهید، نام قبلی همچنان کار می‌کند.`)
};

export const groups_handle_hint_private = /** @type {(inputs: Groups_Handle_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وقتی گروه عمومی شود به کار می‌رود: آن‌گاه حساب‌های ماستودون، موبیلیزون و دیگر حساب‌های فدیورس آن را با این نام دنبال می‌کنند. حروف کوچک لاتین، رقم و زیرخط. اگر بعداً آن را تغییر دهید، نام قبلی همچنان کار می‌کند.`)
};

export const groups_handle_preview = /** @type {(inputs: Groups_Handle_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نشانی فدیورس: ${i?.address}`)
};

export const groups_handover_message = /** @type {(inputs: Groups_Handover_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} مالک ${i?.group} می‌شود و شما عضو عادی می‌شوید: دیگر گروه و اعضایش را مدیریت نمی‌کنید. واگذار شود؟`)
};

export const groups_handover_title = /** @type {(inputs: Groups_Handover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واگذاری گروه`)
};

export const groups_help_page = /** @type {(inputs: Groups_Help_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحهٔ راهنما`)
};

export const groups_hero_eyebrow = /** @type {(inputs: Groups_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در ونکوور گروهی راه بیندازید`)
};

export const groups_hero_get_started = /** @type {(inputs: Groups_Hero_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شروع کنید`)
};

export const groups_hero_sign_in = /** @type {(inputs: Groups_Hero_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای ایجاد گروه وارد شوید`)
};

export const groups_hero_text = /** @type {(inputs: Groups_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دویدن کنار ساحل، باشگاه کتاب‌خوانی، شب‌های بازی رومیزی، باغچه‌های محله: گروهی دربارهٔ آنچه دوست دارید راه بیندازید، رویداد برنامه‌ریزی کنید و به اعضای تازه خوش‌آمد بگویید. هر عضو می‌تواند ${i?.free} را رایگان اداره کند.`)
};

export const groups_hero_title = /** @type {(inputs: Groups_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`همسایه‌هایتان را دور هم جمع کنید`)
};

export const groups_home_place_hint = /** @type {(inputs: Groups_Home_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جایی که گروه بیشتر در آن دور هم جمع می‌شود؛ کسانی که در آن نزدیکی جست‌وجو می‌کنند آن را پیدا می‌کنند.`)
};

export const groups_home_place_label = /** @type {(inputs: Groups_Home_Place_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محلهٔ اصلی`)
};

export const groups_home_place_none = /** @type {(inputs: Groups_Home_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ‌کدام`)
};

export const groups_id_available = /** @type {(inputs: Groups_Id_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`این شناسهٔ گروه آزاد است. نشانی گروه شما: ‎${i?.address}`)
};

export const groups_id_hint = /** @type {(inputs: Groups_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حروف کوچک لاتین، رقم و زیرخط. این شناسه نشانی گروه شما می‌شود و نمی‌توان آن را تغییر داد.`)
};

export const groups_import_button = /** @type {(inputs: Groups_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پر کردن از روی گروه Meetup`)
};

export const groups_import_fetching = /** @type {(inputs: Groups_Import_FetchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.button}: در حال دریافت صفحهٔ Meetup`)
};

export const groups_import_form_label = /** @type {(inputs: Groups_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درون‌ریزی گروه از Meetup`)
};

export const groups_import_hint = /** @type {(inputs: Groups_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شناسه، نام و توضیحات گروه را در بالا از روی صفحهٔ Meetup گروه پر می‌کند.`)
};

export const groups_import_hint_default = /** @type {(inputs: Groups_Import_Hint_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی صفحهٔ Meetup را بچسبانید و پیش از ذخیره، فیلدهای پرشده را بررسی کنید.`)
};

export const groups_import_or = /** @type {(inputs: Groups_Import_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یا`)
};

export const groups_import_url_label = /** @type {(inputs: Groups_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی گروه در Meetup`)
};

export const groups_join_group = /** @type {(inputs: Groups_Join_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوستن به گروه`)
};

export const groups_leave_group = /** @type {(inputs: Groups_Leave_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترک گروه`)
};

export const groups_lift_ban = /** @type {(inputs: Groups_Lift_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برداشتن محرومیت`)
};

export const groups_loading_banned = /** @type {(inputs: Groups_Loading_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال دریافت فهرست محروم‌شدگان`)
};

export const groups_loading_followers = /** @type {(inputs: Groups_Loading_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال دریافت دنبال‌کنندگان فدیورس`)
};

export const groups_loading_group = /** @type {(inputs: Groups_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال دریافت گروه`)
};

export const groups_loading_members = /** @type {(inputs: Groups_Loading_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال دریافت اعضا`)
};

export const groups_loading_requests = /** @type {(inputs: Groups_Loading_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال دریافت درخواست‌های عضویت`)
};

export const groups_loading_tab = /** @type {(inputs: Groups_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال دریافت زبانه`)
};

export const groups_loading_your_groups = /** @type {(inputs: Groups_Loading_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال دریافت گروه‌های شما`)
};

export const groups_main_page = /** @type {(inputs: Groups_Main_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحهٔ اصلی`)
};

export const groups_make_event_host = /** @type {(inputs: Groups_Make_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دادن نقش میزبان رویداد`)
};

export const groups_make_owner = /** @type {(inputs: Groups_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واگذاری مالکیت`)
};

export const groups_manage_group = /** @type {(inputs: Groups_Manage_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدیریت گروه`)
};

export const groups_manage_group_of = /** @type {(inputs: Groups_Manage_Group_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مدیریت ${i?.group}`)
};

export const groups_member_actions = /** @type {(inputs: Groups_Member_ActionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کارهای بیشتر برای ${i?.name}`)
};

export const groups_members_empty = /** @type {(inputs: Groups_Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این گروه هنوز عضوی ندارد.`)
};

export const groups_members_list_label = /** @type {(inputs: Groups_Members_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اعضای ${i?.group}`)
};

export const groups_members_load_failed = /** @type {(inputs: Groups_Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دریافت اعضا ممکن نشد.`)
};

export const groups_more_groups_note = /** @type {(inputs: Groups_More_Groups_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بیش از یک گروه می‌خواهید؟ هر عضو می‌تواند ${i?.free} را برای استفادهٔ غیرتجاری رایگان ایجاد کند. برای گروه‌های بیشتر با ما تماس بگیرید: ${i?.link}.`)
};

export const groups_my_groups = /** @type {(inputs: Groups_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌های من`)
};

export const groups_my_groups_count = /** @type {(inputs: Groups_My_Groups_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`گروه‌های من (${i?.count})`)
};

export const groups_my_groups_empty = /** @type {(inputs: Groups_My_Groups_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عضو هیچ گروهی نیستید. گروه‌ها را در ${i?.link} ببینید`)
};

export const groups_name_hint = /** @type {(inputs: Groups_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آنچه همسایه‌ها اول می‌بینند، مثلاً Kits Beach Runners.`)
};

export const groups_not_owner_text = /** @type {(inputs: Groups_Not_Owner_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`برگزارکنندهٔ ${i?.group}، ${i?.name} است. اگر چیزی باید تغییر کند، از او بخواهید.`)
};

export const groups_not_owner_title = /** @type {(inputs: Groups_Not_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط مالک گروه می‌تواند این گروه را مدیریت کند`)
};

export const groups_options = /** @type {(inputs: Groups_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزینه‌های گروه`)
};

export const groups_organized_by = /** @type {(inputs: Groups_Organized_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`برگزارکننده: ${i?.name}`)
};

export const groups_past_empty = /** @type {(inputs: Groups_Past_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این گروه رویداد گذشته‌ای ندارد`)
};

export const groups_privacy_hint_private = /** @type {(inputs: Groups_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افراد درخواست عضویت می‌دهند و شما هر درخواست را تأیید می‌کنید. فقط اعضا فهرست اعضا را می‌بینند.`)
};

export const groups_privacy_hint_public = /** @type {(inputs: Groups_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر کسی می‌تواند به گروه بپیوندد و کسانی که وارد شده‌اند می‌توانند ببینند اعضا چه کسانی هستند.`)
};

export const groups_reject_question = /** @type {(inputs: Groups_Reject_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`درخواست عضویت ${i?.name} در این گروه رد شود؟ بعداً می‌تواند دوباره درخواست بدهد.`)
};

export const groups_reject_request = /** @type {(inputs: Groups_Reject_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رد درخواست`)
};

export const groups_remove_confirm = /** @type {(inputs: Groups_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف`)
};

export const groups_remove_event_host = /** @type {(inputs: Groups_Remove_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برداشتن نقش میزبان رویداد`)
};

export const groups_remove_follower = /** @type {(inputs: Groups_Remove_FollowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف دنبال‌کننده`)
};

export const groups_remove_follower_question = /** @type {(inputs: Groups_Remove_Follower_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} از دنبال‌کنندگان گروه حذف شود؟ دیگر چیزی از گروه به سرور او فرستاده نمی‌شود. او می‌تواند دوباره دنبال کند.`)
};

export const groups_remove_message = /** @type {(inputs: Groups_Remove_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} از ${i?.group} حذف شود؟ جای او در رویدادهای پیش‌روی گروه آزاد می‌شود و رویدادهایی که میزبانشان است به شما واگذار می‌شود.`)
};

export const groups_remove_title = /** @type {(inputs: Groups_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف از گروه`)
};

export const groups_request_to_join = /** @type {(inputs: Groups_Request_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست عضویت در گروه`)
};

export const groups_requested_membership = /** @type {(inputs: Groups_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست عضویت فرستاده شد`)
};

export const groups_requests_empty = /** @type {(inputs: Groups_Requests_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ درخواست عضویتی در انتظار نیست.`)
};

export const groups_requests_list_label = /** @type {(inputs: Groups_Requests_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست‌های عضویت`)
};

export const groups_requests_load_failed = /** @type {(inputs: Groups_Requests_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دریافت درخواست‌های عضویت ممکن نشد.`)
};

export const groups_requests_pending = /** @type {(inputs: Groups_Requests_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} در انتظار)`)
};

export const groups_required_note = /** @type {(inputs: Groups_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پر کردن فیلدهای دارای * الزامی است.`)
};

export const groups_role_host = /** @type {(inputs: Groups_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میزبان رویداد`)
};

export const groups_role_member = /** @type {(inputs: Groups_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عضو گروه`)
};

export const groups_role_owner = /** @type {(inputs: Groups_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مالک گروه`)
};

export const groups_save_changes = /** @type {(inputs: Groups_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ذخیرهٔ تغییرات`)
};

export const groups_show_more = /** @type {(inputs: Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش بیشتر`)
};

export const groups_show_more_members = /** @type {(inputs: Groups_Show_More_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش اعضای بیشتر`)
};

export const groups_sign_in_to_join = /** @type {(inputs: Groups_Sign_In_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای پیوستن وارد شوید`)
};

export const groups_tab_about = /** @type {(inputs: Groups_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درباره`)
};

export const groups_tab_banned = /** @type {(inputs: Groups_Tab_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محروم‌شدگان`)
};

export const groups_tab_fediverse = /** @type {(inputs: Groups_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فدیورس`)
};

export const groups_tab_members = /** @type {(inputs: Groups_Tab_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعضا`)
};

export const groups_tab_past = /** @type {(inputs: Groups_Tab_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای گذشته`)
};

export const groups_tab_requests = /** @type {(inputs: Groups_Tab_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست‌های عضویت`)
};

export const groups_tab_upcoming = /** @type {(inputs: Groups_Tab_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای پیش‌رو`)
};

export const groups_tabs_label = /** @type {(inputs: Groups_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بخش‌های گروه`)
};

export const groups_toast_ban_failed = /** @type {(inputs: Groups_Toast_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محروم کردن این شخص ناموفق بود.`)
};

export const groups_toast_ban_lifted = /** @type {(inputs: Groups_Toast_Ban_LiftedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`محرومیت ${i?.name} برداشته شد`)
};

export const groups_toast_change_role_failed = /** @type {(inputs: Groups_Toast_Change_Role_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغییر نقش ناموفق بود.`)
};

export const groups_toast_cover_delete_failed = /** @type {(inputs: Groups_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف تصویر جلد گروه ناموفق بود.`)
};

export const groups_toast_cover_deleted = /** @type {(inputs: Groups_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر جلد با موفقیت حذف شد`)
};

export const groups_toast_cover_upload_failed = /** @type {(inputs: Groups_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگذاری تصویر جلد گروه ناموفق بود.`)
};

export const groups_toast_cover_uploaded = /** @type {(inputs: Groups_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر جلد با موفقیت بارگذاری شد`)
};

export const groups_toast_create_failed = /** @type {(inputs: Groups_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد گروه ناموفق بود.`)
};

export const groups_toast_created = /** @type {(inputs: Groups_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه شما با موفقیت ایجاد شد!`)
};

export const groups_toast_delete_failed = /** @type {(inputs: Groups_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف گروه ناموفق بود.`)
};

export const groups_toast_deleted = /** @type {(inputs: Groups_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه حذف شد`)
};

export const groups_toast_follow_failed = /** @type {(inputs: Groups_Toast_Follow_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دنبال کردن آغاز نشد. لطفاً دوباره تلاش کنید.`)
};

export const groups_toast_follower_removed = /** @type {(inputs: Groups_Toast_Follower_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} دیگر گروه را دنبال نمی‌کند`)
};

export const groups_toast_hand_over_failed = /** @type {(inputs: Groups_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واگذاری گروه ناموفق بود.`)
};

export const groups_toast_handed_over = /** @type {(inputs: Groups_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} اکنون مالک گروه است`)
};

export const groups_toast_import_failed = /** @type {(inputs: Groups_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درون‌ریزی گروه شما ناموفق بود. لطفاً مطمئن شوید که پیوند درست است.`)
};

export const groups_toast_import_unreachable = /** @type {(inputs: Groups_Toast_Import_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکنون دسترسی به Meetup ممکن نیست. لطفاً بعداً دوباره تلاش کنید.`)
};

export const groups_toast_imported = /** @type {(inputs: Groups_Toast_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`داده‌های گروه یا رویداد Meetup با موفقیت درون‌ریزی شد!`)
};

export const groups_toast_join_failed = /** @type {(inputs: Groups_Toast_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوستن به گروه ناموفق بود.`)
};

export const groups_toast_joined = /** @type {(inputs: Groups_Toast_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به گروه پیوستید`)
};

export const groups_toast_leave_failed = /** @type {(inputs: Groups_Toast_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترک گروه ناموفق بود.`)
};

export const groups_toast_left = /** @type {(inputs: Groups_Toast_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه را ترک کردید`)
};

export const groups_toast_lift_ban_failed = /** @type {(inputs: Groups_Toast_Lift_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برداشتن محرومیت ناموفق بود.`)
};

export const groups_toast_limit_exceeded = /** @type {(inputs: Groups_Toast_Limit_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد گروه ناموفق بود. تعداد گروه‌های شما به سقف مجاز برای هر کاربر رسیده است.`)
};

export const groups_toast_made_host = /** @type {(inputs: Groups_Toast_Made_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} اکنون میزبان رویداد است`)
};

export const groups_toast_member_banned = /** @type {(inputs: Groups_Toast_Member_BannedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} از گروه محروم شد`)
};

export const groups_toast_member_removed = /** @type {(inputs: Groups_Toast_Member_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} از گروه حذف شد`)
};

export const groups_toast_membership_request_failed = /** @type {(inputs: Groups_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فرستادن درخواست عضویت ناموفق بود.`)
};

export const groups_toast_membership_requested = /** @type {(inputs: Groups_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست عضویت شما برای مالک گروه فرستاده شد`)
};

export const groups_toast_remove_follower_failed = /** @type {(inputs: Groups_Toast_Remove_Follower_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف دنبال‌کننده ممکن نشد. لطفاً دوباره تلاش کنید.`)
};

export const groups_toast_remove_member_failed = /** @type {(inputs: Groups_Toast_Remove_Member_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف عضو ناموفق بود.`)
};

export const groups_toast_request_approved = /** @type {(inputs: Groups_Toast_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست تأیید شد`)
};

export const groups_toast_request_handling_failed = /** @type {(inputs: Groups_Toast_Request_Handling_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسیدگی به درخواست ناموفق بود.`)
};

export const groups_toast_request_rejected = /** @type {(inputs: Groups_Toast_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست رد شد`)
};

export const groups_toast_request_withdrawn = /** @type {(inputs: Groups_Toast_Request_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست عضویت شما پس گرفته شد`)
};

export const groups_toast_unmade_host = /** @type {(inputs: Groups_Toast_Unmade_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} دیگر میزبان رویداد نیست`)
};

export const groups_toast_update_failed = /** @type {(inputs: Groups_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به‌روزرسانی گروه ناموفق بود`)
};

export const groups_toast_updated = /** @type {(inputs: Groups_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه با موفقیت به‌روزرسانی شد`)
};

export const groups_toast_withdraw_failed = /** @type {(inputs: Groups_Toast_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پس گرفتن درخواست ناموفق بود.`)
};

export const groups_upcoming_empty = /** @type {(inputs: Groups_Upcoming_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ رویداد پیش‌رویی برنامه‌ریزی نشده است`)
};

export const groups_withdraw_request = /** @type {(inputs: Groups_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پس گرفتن درخواست`)
};

export const groups_your_groups_label = /** @type {(inputs: Groups_Your_Groups_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌های شما`)
};

export const groups_your_groups_load_failed = /** @type {(inputs: Groups_Your_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دریافت گروه‌های شما ممکن نشد.`)
};

export const home_bubble_book_club = /** @type {(inputs: Home_Bubble_Book_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`باشگاه کتاب`)
};

export const home_bubble_coffee = /** @type {(inputs: Home_Bubble_CoffeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قهوه`)
};

export const home_bubble_dog_walks = /** @type {(inputs: Home_Bubble_Dog_WalksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گردش با سگ`)
};

export const home_bubble_gardening = /** @type {(inputs: Home_Bubble_GardeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`باغبانی`)
};

export const home_bubble_hiking = /** @type {(inputs: Home_Bubble_HikingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوه‌پیمایی`)
};

export const home_bubble_jam_nights = /** @type {(inputs: Home_Bubble_Jam_NightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شب موسیقی`)
};

export const home_bubble_running = /** @type {(inputs: Home_Bubble_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دویدن`)
};

export const home_bubble_sketching = /** @type {(inputs: Home_Bubble_SketchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طراحی`)
};

export const home_create_account = /** @type {(inputs: Home_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب رایگان خود را بسازید`)
};

export const home_create_own_group = /** @type {(inputs: Home_Create_Own_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه خودتان را بسازید`)
};

export const home_events_subtitle = /** @type {(inputs: Home_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای پیش‌رو، نزدیک‌ترین در ابتدا.`)
};

export const home_explore_events = /** @type {(inputs: Home_Explore_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گشتن در رویدادها`)
};

export const home_explore_groups = /** @type {(inputs: Home_Explore_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گشتن در گروه‌ها`)
};

export const home_find_people_text = /** @type {(inputs: Home_Find_People_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`با نام یا #برچسب در گروه‌ها جست‌وجو کنید: کوه‌پیمایی، تبادل زبان، باغبانی، برنامه‌نویسی و موارد دیگر. هر عضو می‌تواند یک گروه را رایگان اداره کند: رویداد برنامه‌ریزی کنید، به اعضا خوشامد بگویید و جامعهٔ خودتان را بسازید.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`با نام یا #برچسب در گروه‌ها جست‌وجو کنید: کوه‌پیمایی، تبادل زبان، باغبانی، برنامه‌نویسی و موارد دیگر. هر عضو می‌تواند ${countText} گروه را رایگان اداره کند: رویداد برنامه‌ریزی کنید، به اعضا خوشامد بگویید و جامعهٔ خودتان را بسازید.`);
	return /** @type {LocalizedString} */ ("home_find_people_text");
};

export const home_find_people_title = /** @type {(inputs: Home_Find_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هم‌سلیقه‌هایتان را پیدا کنید`)
};

export const home_first_event_text = /** @type {(inputs: Home_First_Event_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوه‌پیمایی هنگام طلوع، شب‌های بازی رومیزی، کار گروهی در باغ: در رویدادهای نزدیک خود جا رزرو کنید. وقتی رویدادی پر است، به فهرست انتظار بپیوندید؛ هر وقت جایی خالی شود، شما را جلو می‌بریم.`)
};

export const home_first_event_title = /** @type {(inputs: Home_First_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در اولین رویدادتان شرکت کنید`)
};

export const home_groups_subtitle = /** @type {(inputs: Home_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌های اطراف ونکوور، فعال‌ترین در ابتدا.`)
};

export const home_have_account = /** @type {(inputs: Home_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`از قبل حساب کاربری دارم`)
};

export const home_hero_action = /** @type {(inputs: Home_Hero_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`همین حالا بگردید`)
};

export const home_hero_eyebrow = /** @type {(inputs: Home_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌ها و رویدادها در سراسر ونکوور`)
};

export const home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کسانی را پیدا کنید که علاقه‌های شما را دارند، از دویدن صبحگاهی در کنار دیوارهٔ ساحلی تا شب‌های بازی رومیزی در Mount Pleasant. به گروهی بپیوندید، در رویدادی شرکت کنید یا گروه خودتان را راه بیندازید.`)
};

export const home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به Neighbourly خوش آمدید؛ جایی برای آشنایی‌های تازه!`)
};

export const home_my_events = /** @type {(inputs: Home_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای من`)
};

export const home_my_groups = /** @type {(inputs: Home_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌های من`)
};

export const home_new_text = /** @type {(inputs: Home_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`با یک حساب کاربری رایگان می‌توانید به گروه‌ها بپیوندید، در رویدادها جا رزرو کنید و جامعهٔ خودتان را راه بیندازید. عضو هستید؟ وارد شوید تا ببینید گروه‌هایتان چه برنامه‌هایی دارند و با نام یا #برچسب جست‌وجو کنید.`)
};

export const home_new_title = /** @type {(inputs: Home_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در Neighbourly تازه‌وارد هستید؟`)
};

export const home_welcome_back = /** @type {(inputs: Home_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`خوش برگشتید، ${i?.name}`)
};

export const home_welcome_text = /** @type {(inputs: Home_Welcome_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ببینید نزدیک شما چه خبر است، یا با نام یا #برچسب جست‌وجو کنید.`)
};

export const labels_attendance_with_waitlist = /** @type {(inputs: Labels_Attendance_With_WaitlistInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${i?.taken} · ${countText} نفر در فهرست انتظار`)
};

export const labels_event_privacy_private = /** @type {(inputs: Labels_Event_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد خصوصی`)
};

export const labels_event_privacy_public = /** @type {(inputs: Labels_Event_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد عمومی`)
};

export const labels_going_count = /** @type {(inputs: Labels_Going_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} نفر شرکت می‌کنند`)
};

export const labels_group_privacy_private = /** @type {(inputs: Labels_Group_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه خصوصی`)
};

export const labels_group_privacy_public = /** @type {(inputs: Labels_Group_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه عمومی`)
};

export const labels_hidden_by_moderators = /** @type {(inputs: Labels_Hidden_By_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پنهان‌شده توسط ناظران`)
};

export const labels_location_separator = /** @type {(inputs: Labels_Location_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`، `)
};

export const labels_members_count = /** @type {(inputs: Labels_Members_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} عضو`)
};

export const labels_no_one_going = /** @type {(inputs: Labels_No_One_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز کسی شرکت نمی‌کند`)
};

export const labels_participant_role_host = /** @type {(inputs: Labels_Participant_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میزبان`)
};

export const labels_participant_role_participant = /** @type {(inputs: Labels_Participant_Role_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرکت‌کننده`)
};

export const labels_participant_role_waitlisted = /** @type {(inputs: Labels_Participant_Role_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در فهرست انتظار`)
};

export const labels_places_taken = /** @type {(inputs: Labels_Places_TakenInputs) => LocalizedString} */ (i) => {
	const limitPlural = registry.plural("fa", i?.limit, {});
	const takenPlural = registry.plural("fa", i?.taken, {});
	const takenText = registry.number("fa", i?.taken, {});
	const limitText = registry.number("fa", i?.limit, {});return /** @type {LocalizedString} */ (`${takenText} از ${limitText} جا پر شده`)
};

export const labels_waiting_for_review = /** @type {(inputs: Labels_Waiting_For_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در انتظار بررسی`)
};

export const legal_contents = /** @type {(inputs: Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فهرست مطالب`)
};

export const legal_cookies_auth_store_duration = /** @type {(inputs: Legal_Cookies_Auth_Store_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا وقتی که خارج شوید`)
};

export const legal_cookies_auth_store_purpose = /** @type {(inputs: Legal_Cookies_Auth_Store_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به خاطر می‌سپارد که وارد شده‌اید، همراه با شناسه و نام نمایشی شما، تا صفحه بی‌درنگ منوی درست را نشان دهد.`)
};

export const legal_cookies_changes_heading = /** @type {(inputs: Legal_Cookies_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغییرات و تماس`)
};

export const legal_cookies_changes_p1 = /** @type {(inputs: Legal_Cookies_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اگر روزی کوکی‌ای اضافه کنیم که کاملاً ضروری نباشد، ابتدا این سیاست را به‌روز می‌کنیم و از شما رضایت می‌گیریم. پرسشی دارید؟ از طریق ${i?.helpLink} با ما تماس بگیرید، و برای اینکه بدانید با اطلاعات شخصی چگونه رفتار می‌کنیم، ${i?.privacyLink} را ببینید.`)
};

export const legal_cookies_color_scheme_purpose = /** @type {(inputs: Legal_Cookies_Color_Scheme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طرح رنگ روشن یا تیره‌ای که انتخاب کرده‌اید، تا صفحه از همان لحظهٔ پیش از راه‌اندازی با آن نمایش داده شود. تا وقتی از تنظیم سیستم خود پیروی می‌کنید، تنظیم نمی‌شود.`)
};

export const legal_cookies_column_duration = /** @type {(inputs: Legal_Cookies_Column_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدت`)
};

export const legal_cookies_column_name = /** @type {(inputs: Legal_Cookies_Column_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام`)
};

export const legal_cookies_column_purpose = /** @type {(inputs: Legal_Cookies_Column_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کاربرد`)
};

export const legal_cookies_column_type = /** @type {(inputs: Legal_Cookies_Column_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نوع`)
};

export const legal_cookies_control_heading = /** @type {(inputs: Legal_Cookies_Control_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزینه‌های شما`)
};

export const legal_cookies_control_p1 = /** @type {(inputs: Legal_Cookies_Control_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`می‌توانید هر زمان در تنظیمات مرورگرتان کوکی‌ها و داده‌های سایت را حذف کنید، و بیشتر مرورگرها اجازه می‌دهند کوکی‌ها را به‌کلی مسدود کنید. اگر کوکی‌های ${i?.session} یا ${i?.xsrf} را مسدود یا حذف کنید، از حساب خارج می‌شوید و تا دوباره به آنها اجازه ندهید نمی‌توانید وارد شوید. پاک کردن ذخیره‌سازی محلی فقط ترجیح پوستهٔ شما را بازنشانی می‌کند.`)
};

export const legal_cookies_intro = /** @type {(inputs: Legal_Cookies_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این سیاست همهٔ کوکی‌ها و موارد ذخیره‌سازی مرورگر را که Neighbourly استفاده می‌کند، همراه با دلیل آنها فهرست می‌کند. به طور خلاصه: فقط آنچه برای ورود شما، محافظت از حساب کاربری‌تان و به خاطر سپردن پوستهٔ شما کاملاً ضروری است. بدون هیچ ردیابی.`)
};

export const legal_cookies_kind_cookie = /** @type {(inputs: Legal_Cookies_Kind_CookieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوکی`)
};

export const legal_cookies_kind_cookie_http_only = /** @type {(inputs: Legal_Cookies_Kind_Cookie_Http_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوکی، HttpOnly`)
};

export const legal_cookies_kind_local_storage = /** @type {(inputs: Legal_Cookies_Kind_Local_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ذخیره‌سازی محلی`)
};

export const legal_cookies_kind_session_storage = /** @type {(inputs: Legal_Cookies_Kind_Session_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ذخیره‌سازی نشست`)
};

export const legal_cookies_list_heading = /** @type {(inputs: Legal_Cookies_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوکی‌ها و فضای ذخیره‌سازی که استفاده می‌کنیم`)
};

export const legal_cookies_list_p1 = /** @type {(inputs: Legal_Cookies_List_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`وقتی از حساب خارج می‌شوید، رکورد ${i?.authStore} را حذف و کوکی ${i?.session} را پاک می‌کنیم، همراه با هر کوکی ${i?.legacySession} که ممکن است نسخهٔ قدیمی‌تری از سایت به جا گذاشته باشد.`)
};

export const legal_cookies_locale_purpose = /** @type {(inputs: Legal_Cookies_Locale_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبانی که در منوی زبان انتخاب کرده‌اید، تا همهٔ صفحه‌ها به همان زبان نمایش داده شوند. فقط وقتی زبانی انتخاب کنید تنظیم می‌شود؛ اگر در تنظیمات برای حساب کاربری‌تان زبانی تعیین کنید، زبان حساب جای آن را می‌گیرد.`)
};

export const legal_cookies_necessary_heading = /** @type {(inputs: Legal_Cookies_Necessary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط موارد کاملاً ضروری`)
};

export const legal_cookies_necessary_not = /** @type {(inputs: Legal_Cookies_Necessary_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمی‌کنیم`)
};

export const legal_cookies_necessary_p1 = /** @type {(inputs: Legal_Cookies_Necessary_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر کوکی و هر مورد ذخیره‌سازی که استفاده می‌کنیم برای ارائهٔ سرویسی که درخواست می‌کنید کاملاً ضروری است: ورود، ایمن نگه داشتن حساب کاربری‌تان و به خاطر سپردن ترجیحات نمایشی شما. ما از کوکی‌های تحلیلی، تبلیغاتی، شبکه‌های اجتماعی یا دیگر کوکی‌های ردیابی استفاده ${i?.not}، از مرور شما نمایه نمی‌سازیم و به اشخاص ثالث اجازه نمی‌دهیم از طریق Neighbourly کوکی تنظیم کنند. به همین دلیل، بنر رضایت کوکی نمایش نمی‌دهیم.`)
};

export const legal_cookies_necessary_p2 = /** @type {(inputs: Legal_Cookies_Necessary_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کپچای پیش‌فرض ما در صفحهٔ ثبت‌نام بدون کوکی کار می‌کند. اگر برای ورود از یک ارائه‌دهندهٔ هویت خارجی استفاده شود، آن ارائه‌دهنده ممکن است کوکی‌های خودش را روی سایت خودش تنظیم کند.`)
};

export const legal_cookies_one_year = /** @type {(inputs: Legal_Cookies_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یک سال`)
};

export const legal_cookies_reload_duration = /** @type {(inputs: Legal_Cookies_Reload_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا وقتی که زبانه را ببندید`)
};

export const legal_cookies_reload_purpose = /** @type {(inputs: Legal_Cookies_Reload_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زمان آخرین باری را که صفحه خودبه‌خود تازه‌سازی شد ثبت می‌کنند (برای دریافت نسخهٔ جدید Neighbourly یا پس از منقضی شدن نشست شما)، تا صفحه هرگز در یک چرخهٔ بی‌پایان تازه‌سازی نشود.`)
};

export const legal_cookies_session_duration = /** @type {(inputs: Legal_Cookies_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا وقتی که خارج شوید یا نشست منقضی شود`)
};

export const legal_cookies_session_purpose = /** @type {(inputs: Legal_Cookies_Session_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما را وارد نگه می‌دارد. یک شناسهٔ تصادفی نشست در آن است که اسکریپت‌های صفحه نمی‌توانند آن را بخوانند.`)
};

export const legal_cookies_table_label = /** @type {(inputs: Legal_Cookies_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوکی‌ها و فضای ذخیره‌سازی مرورگر که Neighbourly استفاده می‌کند`)
};

export const legal_cookies_theme_duration = /** @type {(inputs: Legal_Cookies_Theme_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا وقتی که داده‌های مرورگرتان را پاک کنید`)
};

export const legal_cookies_theme_purpose = /** @type {(inputs: Legal_Cookies_Theme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترجیح پوستهٔ شما: روشن، تیره یا مطابق سیستم، و اینکه آیا خودتان آن را تغییر داده‌اید. کتابخانهٔ پوسته ممکن است این را هم ذخیره کند که از کدام طرح‌های رنگ روشن و تیره استفاده شود.`)
};

export const legal_cookies_title = /** @type {(inputs: Legal_Cookies_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیاست کوکی‌ها`)
};

export const legal_cookies_what_heading = /** @type {(inputs: Legal_Cookies_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوکی‌ها و فضای ذخیره‌سازی مرورگر چیستند`)
};

export const legal_cookies_what_p1 = /** @type {(inputs: Legal_Cookies_What_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوکی‌ها تکه‌های کوچکی از متن هستند که یک وب‌سایت از مرورگر شما می‌خواهد نگه دارد و در بازدیدهای بعدی به آن بازگرداند. ذخیره‌سازی محلی و ذخیره‌سازی نشست جاهای مشابهی در مرورگر شما هستند که یک سایت می‌تواند تنظیمات کوچکی را در آنها نگه دارد. Neighbourly از هر سه استفاده می‌کند، و فقط برای چیزهایی که سرویس برای کار کردن به آنها نیاز دارد.`)
};

export const legal_cookies_xsrf_duration = /** @type {(inputs: Legal_Cookies_Xsrf_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا پایان نشست`)
};

export const legal_cookies_xsrf_purpose = /** @type {(inputs: Legal_Cookies_Xsrf_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`از حساب کاربری شما در برابر جعل درخواست میان‌وبگاهی (CSRF) محافظت می‌کند: هر تغییری که ایجاد می‌کنید باید این توکن را همراه داشته باشد.`)
};

export const legal_fact_city = /** @type {(inputs: Legal_Fact_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ونکوور، بریتیش کلمبیا، کانادا`)
};

export const legal_fact_governing_law = /** @type {(inputs: Legal_Fact_Governing_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استان بریتیش کلمبیا و قوانین فدرال کانادا که در آن استان اجرا می‌شود`)
};

export const legal_free_groups = /** @type {(inputs: Legal_Free_GroupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`یک گروه`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${countText} گروه`);
	return /** @type {LocalizedString} */ ("legal_free_groups");
};

export const legal_free_groups_free = /** @type {(inputs: Legal_Free_Groups_FreeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`یک گروه رایگان`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${countText} گروه رایگان`);
	return /** @type {LocalizedString} */ ("legal_free_groups_free");
};

export const legal_help_document_title = /** @type {(inputs: Legal_Help_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`راهنما`)
};

export const legal_help_home = /** @type {(inputs: Legal_Help_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بازگشت به صفحهٔ اصلی`)
};

export const legal_help_intro = /** @type {(inputs: Legal_Help_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پرسشی دربارهٔ Neighbourly دارید، مشکلی در حساب کاربری‌تان پیش آمده، یا بیش از ${i?.freeGroups} می‌خواهید؟ برای ما بنویسید تا پاسخ شما را بدهیم.`)
};

export const legal_help_loading = /** @type {(inputs: Legal_Help_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال دریافت نشانی راهنما`)
};

export const legal_help_title = /** @type {(inputs: Legal_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کمک لازم دارید؟`)
};

export const legal_help_unavailable = /** @type {(inputs: Legal_Help_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی تماس ما در حال حاضر در دسترس نیست. لطفاً بعداً دوباره تلاش کنید.`)
};

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آخرین به‌روزرسانی: ${i?.date}`)
};

export const legal_link_cookies = /** @type {(inputs: Legal_Link_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیاست کوکی‌ها`)
};

export const legal_link_help = /** @type {(inputs: Legal_Link_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحهٔ راهنما`)
};

export const legal_link_privacy = /** @type {(inputs: Legal_Link_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیاست حفظ حریم خصوصی`)
};

export const legal_privacy_age_heading = /** @type {(inputs: Legal_Privacy_Age_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط بزرگسالان`)
};

export const legal_privacy_age_p1 = /** @type {(inputs: Legal_Privacy_Age_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly فقط برای افراد ${i?.age} سال و بالاتر است. ما آگاهانه از افراد کم‌سن‌تر اطلاعاتی جمع‌آوری نمی‌کنیم. اگر فکر می‌کنید فردی زیر سن قانونی حساب کاربری دارد، به ما اطلاع دهید تا آن را ببندیم.`)
};

export const legal_privacy_changes_heading = /** @type {(inputs: Legal_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغییرات این سیاست`)
};

export const legal_privacy_changes_p1 = /** @type {(inputs: Legal_Privacy_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اگر این سیاست را تغییر دهیم، نسخهٔ جدید را با تاریخ جدید همین‌جا منتشر می‌کنیم و پیش از اجرای تغییرات مهم، در سایت به شما اطلاع می‌دهیم. ${i?.cookiesLink} کوکی‌ها و فضای ذخیره‌سازی مرورگر را که استفاده می‌کنیم توضیح می‌دهد.`)
};

export const legal_privacy_collect_account = /** @type {(inputs: Legal_Privacy_Collect_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام کاربری، نام نمایشی و گذرواژهٔ شما. گذرواژه‌ها فقط به صورت درهم‌سازی یک‌طرفهٔ نمک‌دار ذخیره می‌شوند؛ هیچ‌کس در Neighbourly نمی‌تواند آنها را بخواند.`)
};

export const legal_privacy_collect_account_label = /** @type {(inputs: Legal_Privacy_Collect_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلاعات حساب کاربری:`)
};

export const legal_privacy_collect_activity = /** @type {(inputs: Legal_Privacy_Collect_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌هایی که ایجاد می‌کنید یا به آنها می‌پیوندید، درخواست‌های عضویت، رویدادهایی که میزبان آنها هستید یا در آنها شرکت می‌کنید، نظرها، و پیام‌های مستقیم در صورتی که امکان پیام‌رسانی فعال باشد.`)
};

export const legal_privacy_collect_activity_label = /** @type {(inputs: Legal_Privacy_Collect_Activity_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کارهایی که در Neighbourly انجام می‌دهید:`)
};

export const legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چه اطلاعاتی جمع‌آوری می‌کنیم`)
};

export const legal_privacy_collect_p1 = /** @type {(inputs: Legal_Privacy_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما فقط آنچه را که Neighbourly برای کار کردن لازم دارد جمع‌آوری می‌کنیم:`)
};

export const legal_privacy_collect_p2 = /** @type {(inputs: Legal_Privacy_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما نشانی ایمیل، شمارهٔ تلفن، تاریخ تولد یا موقعیت دقیق شما را نمی‌خواهیم و از ردیاب‌های تبلیغاتی یا تحلیلی استفاده نمی‌کنیم.`)
};

export const legal_privacy_collect_profile = /** @type {(inputs: Legal_Privacy_Collect_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یک تصویر نمایه و مکان شما (شهر، استان یا ایالت، و کشور). مکان حساب‌های جدید در آغاز ونکوور، بریتیش کلمبیا، کانادا است.`)
};

export const legal_privacy_collect_profile_label = /** @type {(inputs: Legal_Privacy_Collect_Profile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلاعات نمایه که خودتان اضافه می‌کنید:`)
};

export const legal_privacy_collect_technical = /** @type {(inputs: Legal_Privacy_Collect_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوکی نشست شما، نشانی IP شما و جزئیات پایه‌ای درخواست‌ها در گزارش‌های سرور ما. از آنها برای وارد نگه داشتن شما، جلوگیری از سوءاستفاده (مثلاً تلاش‌های مکرر برای ورود) و رفع مشکلات استفاده می‌کنیم.`)
};

export const legal_privacy_collect_technical_label = /** @type {(inputs: Legal_Privacy_Collect_Technical_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`داده‌های فنی:`)
};

export const legal_privacy_contact_heading = /** @type {(inputs: Legal_Privacy_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تماس`)
};

export const legal_privacy_contact_p1 = /** @type {(inputs: Legal_Privacy_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پرسش یا درخواستی دربارهٔ حریم خصوصی خود دارید؟ از طریق ${i?.helpLink} با ما تماس بگیرید.`)
};

export const legal_privacy_fediverse_heading = /** @type {(inputs: Legal_Privacy_Fediverse_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فدیورس`)
};

export const legal_privacy_fediverse_p1 = /** @type {(inputs: Legal_Privacy_Fediverse_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌های عمومی را می‌توان از فدیورس دنبال کرد؛ شبکه‌ای از سرورهای مستقل مانند Mastodon، Mobilizon و Gancio. وقتی کسی در آن‌جا یک گروه عمومی را دنبال می‌کند، سرور او نام، توضیح، تصویر جلد و شناسهٔ گروه را دریافت می‌کند، و رویدادهای عمومی گروه را هنگام ایجاد، تغییر یا لغو: نام، توضیح، زمان، مکان، تصویر جلد، برچسب‌ها و تعداد جاهای باقی‌مانده. این سرورها را دیگران با سیاست‌های خودشان اداره می‌کنند و ممکن است نسخه‌ای نگه دارند. گروه‌های خصوصی و رویدادهایشان، اعضا، شرکت‌کنندگان، پیام‌ها و نمایهٔ شما هرگز فرستاده نمی‌شوند.`)
};

export const legal_privacy_fediverse_p2 = /** @type {(inputs: Legal_Privacy_Fediverse_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاسخ‌هایی که از فدیورس به یک رویداد عمومی می‌رسند، به‌صورت نظر با شناسهٔ نویسنده و پیوند به نمایهٔ او نمایش داده می‌شوند؛ مالکان گروه و میزبانان رویداد می‌توانند آن‌ها را حذف کنند و ناظران می‌توانند یک سرور را به‌طور کامل مسدود کنند. مالک یک گروه عمومی می‌بیند کدام حساب‌های فدیورس آن را دنبال می‌کنند و می‌تواند هر کدام را حذف کند.`)
};

export const legal_privacy_intro = /** @type {(inputs: Legal_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly به همسایه‌ها در ${i?.city} کمک می‌کند تا از طریق گروه‌ها و رویدادهای محلی با هم آشنا شوند. این سیاست توضیح می‌دهد چه اطلاعات شخصی‌ای جمع‌آوری می‌کنیم، چرا، چه کسانی می‌توانند آن را ببینند و چه گزینه‌هایی دارید. Neighbourly در کانادا اداره می‌شود، برای بزرگسالان ${i?.age} سال و بالاتر است و تابع قوانین بریتیش کلمبیا و کانادا است.`)
};

export const legal_privacy_retention_heading = /** @type {(inputs: Legal_Privacy_Retention_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدت نگهداری`)
};

export const legal_privacy_retention_p1 = /** @type {(inputs: Legal_Privacy_Retention_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا زمانی که حساب کاربری شما باز است، اطلاعاتتان را نگه می‌داریم. وقتی حساب کاربری خود را حذف کنید، نمایه، عضویت‌ها، اعلام حضورها در رویدادها، نظرها و پیام‌های شما حذف می‌شوند؛ گروهی که مالک آن هستید به عضو دیگری واگذار یا حذف می‌شود، و رویدادهایی که میزبان آنها هستید به مالک گروه واگذار می‌شوند. گزارش‌های سرور برای امنیت مدت کوتاهی نگهداری و سپس حذف می‌شوند. نسخه‌های پشتیبان طبق یک برنامهٔ چرخشی بازنویسی می‌شوند.`)
};

export const legal_privacy_rights_heading = /** @type {(inputs: Legal_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حقوق شما`)
};

export const legal_privacy_rights_p1 = /** @type {(inputs: Legal_Privacy_Rights_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طبق قوانین حریم خصوصی کانادا، از جمله PIPEDA (قانون حمایت از اطلاعات شخصی و اسناد الکترونیکی) و قانون حمایت از اطلاعات شخصی بریتیش کلمبیا (Personal Information Protection Act)، می‌توانید درخواست کنید اطلاعات شخصی‌ای را که از شما نگه می‌داریم ببینید، از ما بخواهید آن را اصلاح کنیم، و با بستن حساب کاربری رضایت خود را پس بگیرید. می‌توانید نمایهٔ خود را ویرایش کنید و حساب کاربری‌تان را خودتان در تنظیمات حذف کنید؛ برای هر چیز دیگری از طریق ${i?.helpLink} با ما تماس بگیرید. همچنین می‌توانید به دفتر کمیسر حریم خصوصی کانادا یا دفتر کمیسر اطلاعات و حریم خصوصی بریتیش کلمبیا شکایت کنید.`)
};

export const legal_privacy_security_heading = /** @type {(inputs: Legal_Privacy_Security_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`امنیت`)
};

export const legal_privacy_security_p1 = /** @type {(inputs: Legal_Privacy_Security_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما از اطلاعات شما با اتصال‌های رمزگذاری‌شده، گذرواژه‌های درهم‌سازی‌شده، کوکی‌های نشست HttpOnly، محافظت در برابر جعل درخواست میان‌وبگاهی و محدودیت تعداد تلاش برای ورود محافظت می‌کنیم. هیچ سامانه‌ای کاملاً امن نیست، پس لطفاً گذرواژهٔ قوی‌ای انتخاب کنید که جای دیگری از آن استفاده نمی‌کنید.`)
};

export const legal_privacy_sharing_heading = /** @type {(inputs: Legal_Privacy_Sharing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشتراک‌گذاری اطلاعات`)
};

export const legal_privacy_sharing_item1 = /** @type {(inputs: Legal_Privacy_Sharing_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`با ارائه‌دهندگان خدماتی که Neighbourly را برای ما میزبانی و اداره می‌کنند، طبق قراردادهایی که آنها را ملزم می‌کند از آن محافظت کنند و فقط طبق دستورهای ما از آن استفاده کنند؛`)
};

export const legal_privacy_sharing_item2 = /** @type {(inputs: Legal_Privacy_Sharing_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وقتی قانون آن را الزامی کند، یا برای حفظ ایمنی یک شخص؛`)
};

export const legal_privacy_sharing_item3 = /** @type {(inputs: Legal_Privacy_Sharing_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اگر Neighbourly تجدید ساختار شود یا فروخته شود، با مالک جدید، که باید به این سیاست پایبند باشد.`)
};

export const legal_privacy_sharing_p1 = /** @type {(inputs: Legal_Privacy_Sharing_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما اطلاعات شخصی شما را نمی‌فروشیم یا اجاره نمی‌دهیم و آن را با تبلیغ‌کنندگان به اشتراک نمی‌گذاریم. فقط در این موارد آن را به اشتراک می‌گذاریم:`)
};

export const legal_privacy_third_parties_heading = /** @type {(inputs: Legal_Privacy_Third_Parties_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ارائه‌دهندگان ورود و کپچا`)
};

export const legal_privacy_third_parties_p1 = /** @type {(inputs: Legal_Privacy_Third_Parties_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اگر از طریق یک ارائه‌دهندهٔ هویت خارجی وارد شوید، آن ارائه‌دهنده یک شناسهٔ ثابت برای شما و، در صورت وجود، نامتان را به ما اعلام می‌کند. آنچه آن ارائه‌دهنده با داده‌های شما انجام می‌دهد تابع سیاست حفظ حریم خصوصی خود اوست.`)
};

export const legal_privacy_third_parties_p2 = /** @type {(inputs: Legal_Privacy_Third_Parties_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثبت‌نام با یک کپچا محافظت می‌شود. کپچای پیش‌فرض ما یک بررسی «اثبات کار» است که در مرورگر شما و روی سرور خود ما اجرا می‌شود؛ هیچ کوکی‌ای تنظیم نمی‌کند و چیزی برای اشخاص ثالث نمی‌فرستد. اگر نصبی به جای آن از Google reCAPTCHA استفاده کند، Google داده‌هایی را که برای تشخیص انسان از ربات لازم دارد، طبق سیاست حفظ حریم خصوصی Google پردازش می‌کند.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیاست حفظ حریم خصوصی`)
};

export const legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چگونه از آن استفاده می‌کنیم`)
};

export const legal_privacy_use_item1 = /** @type {(inputs: Legal_Privacy_Use_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای ایجاد و ایمن‌سازی حساب کاربری شما و وارد نگه داشتن شما؛`)
};

export const legal_privacy_use_item2 = /** @type {(inputs: Legal_Privacy_Use_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای نشان دادن گروه‌ها و رویدادهای نزدیک شما و امکان شرکت در آنها؛`)
};

export const legal_privacy_use_item3 = /** @type {(inputs: Legal_Privacy_Use_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای اینکه مالکان گروه‌ها و میزبانان رویدادها بتوانند اعضا و شرکت‌کنندگان خود را مدیریت کنند؛`)
};

export const legal_privacy_use_item4 = /** @type {(inputs: Legal_Privacy_Use_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای محافظت از جامعه در برابر هرزنامه، کلاه‌برداری و سوءاستفاده؛`)
};

export const legal_privacy_use_item5 = /** @type {(inputs: Legal_Privacy_Use_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای پاسخ دادن به شما وقتی برای کمک با ما تماس می‌گیرید؛`)
};

export const legal_privacy_use_item6 = /** @type {(inputs: Legal_Privacy_Use_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای انجام تعهدات قانونی‌مان.`)
};

export const legal_privacy_visible_heading = /** @type {(inputs: Legal_Privacy_Visible_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دیگران چه چیزهایی را می‌توانند ببینند`)
};

export const legal_privacy_visible_p1 = /** @type {(inputs: Legal_Privacy_Visible_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام نمایشی، تصویر نمایه، نام کاربری (در پیوند نمایهٔ شما دیده می‌شود)، مکان و تاریخ پیوستن شما در نمایه‌تان قابل مشاهده است. اعضای گروه می‌توانند ببینند چه کسان دیگری عضو گروهشان هستند، و کاربرانی که وارد شده‌اند می‌توانند شرکت‌کنندگان و نظرهای رویدادهایی را که اجازهٔ دیدنشان را دارند ببینند. جزئیات گروه‌های خصوصی و رویدادهایشان فقط به اعضای آنها نشان داده می‌شود.`)
};

export const legal_privacy_visible_p2 = /** @type {(inputs: Legal_Privacy_Visible_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیش از انتشار فکر کنید: هر چیزی که در یک گروه عمومی به اشتراک بگذارید، برای بازدیدکنندگان قابل مشاهده است.`)
};

export const legal_terms_account_heading = /** @type {(inputs: Legal_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب کاربری شما`)
};

export const legal_terms_account_p1 = /** @type {(inputs: Legal_Terms_Account_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`می‌توانید با نام کاربری و گذرواژه، یا در صورت وجود، از طریق یک ارائه‌دهندهٔ هویت خارجی ثبت‌نام کنید. گذرواژهٔ خود را به کسی نگویید و گذرواژه‌ای انتخاب کنید که جای دیگری از آن استفاده نمی‌کنید. مسئولیت هر آنچه در حساب کاربری شما رخ می‌دهد با شماست؛ اگر فکر می‌کنید شخص دیگری از آن استفاده کرده است، فوراً از طریق ${i?.helpLink} به ما اطلاع دهید.`)
};

export const legal_terms_account_p2 = /** @type {(inputs: Legal_Terms_Account_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام کاربری شما در پیوندهای نمایهٔ شما نمایش داده می‌شود و قابل تغییر نیست. نام نمایشی، تصویر نمایه و مکان شما باید واقعی باشد و نباید خود را به جای کس دیگری جا بزنید.`)
};

export const legal_terms_agreement_heading = /** @type {(inputs: Legal_Terms_Agreement_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دربارهٔ این شرایط`)
};

export const legal_terms_agreement_p1 = /** @type {(inputs: Legal_Terms_Agreement_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`این شرایط استفاده از خدمات، توافقی میان شما و Neighbourly است؛ سرویس گروه‌ها و رویدادهای محلی برای ${i?.city}. این شرایط هر بار که از سایت بازدید می‌کنید، حساب کاربری ایجاد می‌کنید، به گروهی می‌پیوندید یا گروهی را اداره می‌کنید، میزبان رویدادی هستید یا در آن شرکت می‌کنید، یا هر چیزی در Neighbourly منتشر می‌کنید، اعمال می‌شود.`)
};

export const legal_terms_agreement_p2 = /** @type {(inputs: Legal_Terms_Agreement_P2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`با ایجاد حساب کاربری یا استفاده از Neighbourly، این شرایط، ${i?.privacyLink} و ${i?.cookiesLink} ما را می‌پذیرید. اگر موافق نیستید، لطفاً از این سرویس استفاده نکنید.`)
};

export const legal_terms_changes_heading = /** @type {(inputs: Legal_Terms_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغییرات این شرایط`)
};

export const legal_terms_changes_p1 = /** @type {(inputs: Legal_Terms_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ممکن است با رشد Neighbourly این شرایط را به‌روز کنیم. وقتی تغییری ایجاد کنیم، در سایت اطلاع‌رسانی می‌کنیم و برای تغییرات مهم، پیامی به حساب کاربری شما می‌فرستیم. تغییرات ${i?.days} روز پس از اطلاع‌رسانی اجرا می‌شوند. اگر پس از آن به استفاده از Neighbourly ادامه دهید، شرایط به‌روزشده را پذیرفته‌اید؛ اگر موافق نیستید، می‌توانید پیش از اجرای آنها حساب کاربری خود را ببندید.`)
};

export const legal_terms_contact_heading = /** @type {(inputs: Legal_Terms_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تماس`)
};

export const legal_terms_contact_p1 = /** @type {(inputs: Legal_Terms_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پرسشی دربارهٔ این شرایط دارید؟ از طریق ${i?.helpLink} با ما تماس بگیرید.`)
};

export const legal_terms_content_heading = /** @type {(inputs: Legal_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آنچه منتشر می‌کنید`)
};

export const legal_terms_content_p1 = /** @type {(inputs: Legal_Terms_Content_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مالکیت متن‌ها و تصاویری که منتشر می‌کنید، مانند توضیحات گروه، جزئیات رویداد، نظرها، پیام‌ها، تصاویر جلد و تصاویر نمایه، با شما باقی می‌ماند. شما به Neighbourly مجوزی غیرانحصاری و بدون حق امتیاز می‌دهید تا این محتوا را در داخل سرویس ذخیره، نمایش و به اشتراک بگذارد تا سرویس همان‌طور که باید کار کند؛ برای مثال تا رویداد شما را به اعضای گروهتان نشان دهد. این مجوز وقتی محتوا یا حساب کاربری خود را حذف کنید پایان می‌یابد، به جز نسخه‌هایی که کاربران دیگر پیش‌تر در پیام‌ها دریافت کرده‌اند.`)
};

export const legal_terms_content_p2 = /** @type {(inputs: Legal_Terms_Content_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط محتوایی را منتشر کنید که حق اشتراک‌گذاری آن را دارید. ما ممکن است محتوایی را که این شرایط یا قانون را نقض کند حذف کنیم.`)
};

export const legal_terms_disclaimer_heading = /** @type {(inputs: Legal_Terms_Disclaimer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سلب مسئولیت`)
};

export const legal_terms_disclaimer_p1 = /** @type {(inputs: Legal_Terms_Disclaimer_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly «به همان صورت که هست» و «به همان صورت که در دسترس است» ارائه می‌شود. تا جایی که قانون اجازه می‌دهد، هیچ تضمینی نمی‌دهیم که سرویس بدون وقفه یا بدون خطا باشد، یا گروه‌ها، رویدادها و محتوایی که کاربران منتشر می‌کنند دقیق، ایمن یا مناسب شما باشد. هیچ بخشی از این شرایط، حقی را که طبق قانون حمایت از مصرف‌کننده دارید و قابل سلب نیست محدود نمی‌کند.`)
};

export const legal_terms_eligibility_heading = /** @type {(inputs: Legal_Terms_Eligibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چه کسانی می‌توانند از Neighbourly استفاده کنند`)
};

export const legal_terms_eligibility_p1 = /** @type {(inputs: Legal_Terms_Eligibility_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly فقط برای بزرگسالان است. برای ایجاد حساب کاربری، پیوستن به گروه یا شرکت در رویدادی که از طریق این سرویس برگزار می‌شود، باید دست‌کم ${i?.age} سال سن داشته باشید. با ثبت‌نام تأیید می‌کنید که دست‌کم ${i?.age} سال دارید.`)
};

export const legal_terms_eligibility_p2 = /** @type {(inputs: Legal_Terms_Eligibility_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر حساب کاربری متعلق به یک نفر است. نمی‌توانید برای شخص دیگری حساب کاربری ایجاد کنید، حساب خود را با دیگران به اشتراک بگذارید، یا پس از آنکه یکی از حساب‌های شما را به دلیل نقض این شرایط بسته‌ایم، حساب جدیدی باز کنید.`)
};

export const legal_terms_ending_heading = /** @type {(inputs: Legal_Terms_Ending_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بستن حساب کاربری`)
};

export const legal_terms_ending_p1 = /** @type {(inputs: Legal_Terms_Ending_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`می‌توانید هر زمان در تنظیمات، حساب کاربری خود را حذف کنید. با این کار، عضویت‌ها، اعلام حضورهای شما در رویدادها، نظرها و پیام‌هایتان حذف می‌شوند. گروهی که مالک آن هستید به یکی از میزبانان رویداد آن گروه و در صورت نبودِ میزبان، به یکی از اعضایش واگذار می‌شود؛ گروهی که هیچ‌کس در آن نمانده باشد حذف می‌شود.`)
};

export const legal_terms_ending_p2 = /** @type {(inputs: Legal_Terms_Ending_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما ممکن است حسابی را که این شرایط را نقض کند، دیگران را در معرض خطر قرار دهد یا Neighbourly را با مسئولیت قانونی روبه‌رو کند، تعلیق کنیم یا ببندیم. هر جا که ایمن و قانونی باشد، دلیل آن را به شما خواهیم گفت.`)
};

export const legal_terms_groups_heading = /** @type {(inputs: Legal_Terms_Groups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌ها و رویدادها`)
};

export const legal_terms_groups_item1 = /** @type {(inputs: Legal_Terms_Groups_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای خود را دقیق توصیف می‌کنند، از جمله مکان، زمان و هرگونه محدودیت؛`)
};

export const legal_terms_groups_item2 = /** @type {(inputs: Legal_Terms_Groups_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`با درخواست‌های عضویت و حضور افراد منصفانه برخورد می‌کنند؛`)
};

export const legal_terms_groups_item3 = /** @type {(inputs: Legal_Terms_Groups_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`از قانون پیروی می‌کنند، از جمله هرگونه مجوز یا مقررات محل برگزاری که دربارهٔ رویدادشان صدق می‌کند.`)
};

export const legal_terms_groups_p1 = /** @type {(inputs: Legal_Terms_Groups_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هر کاربر می‌تواند ${i?.freeGroups} را به‌طور رایگان برای استفادهٔ غیرتجاری ایجاد کند، مانند باشگاه کتاب‌خوانی، گروه دویدن یا پاک‌سازی محله. گروه‌هایی که برای کسب سود، فروش کالا یا خدمات یا تبلیغ یک کسب‌وکار اداره می‌شوند مشمول سهمیهٔ رایگان نیستند. اگر گروه‌های بیشتری می‌خواهید یا می‌خواهید گروهی را برای یک سازمان اداره کنید، از طریق ${i?.helpLink} با ما تماس بگیرید.`)
};

export const legal_terms_groups_p2 = /** @type {(inputs: Legal_Terms_Groups_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مالکان گروه‌ها و میزبانان رویدادها مسئول گروه‌ها و رویدادهایی هستند که اداره می‌کنند. آنها:`)
};

export const legal_terms_groups_p3 = /** @type {(inputs: Legal_Terms_Groups_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادها در دنیای واقعی برگزار می‌شوند، نه در Neighbourly. ما رویدادها، میزبانان یا شرکت‌کنندگان را سازمان‌دهی، نظارت یا بررسی نمی‌کنیم. عقل سلیم را به کار بگیرید: در مکان‌های عمومی قرار بگذارید، به یک دوست بگویید کجا می‌روید، و اگر احساس ناامنی کردید آنجا را ترک کنید.`)
};

export const legal_terms_intro = /** @type {(inputs: Legal_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`به Neighbourly خوش آمدید. لطفاً این شرایط را با دقت بخوانید: این شرایط توضیح می‌دهد که از ما چه انتظاری می‌توانید داشته باشید و ما از شما چه انتظاری داریم. به طور خلاصه، Neighbourly فقط برای بزرگسالان ${i?.age} سال و بالاتر است، هر کاربر می‌تواند ${i?.freeGroups} را به‌طور رایگان برای استفادهٔ غیرتجاری اداره کند، و قوانین کانادا حاکم است.`)
};

export const legal_terms_law_heading = /** @type {(inputs: Legal_Terms_Law_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قانون حاکم`)
};

export const legal_terms_law_p1 = /** @type {(inputs: Legal_Terms_Law_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`این شرایط تابع قوانین ${i?.law} است و رسیدگی به اختلافات در صلاحیت انحصاری دادگاه‌های بریتیش کلمبیا، کانادا است، مگر اینکه قانون محل اقامت شما به شما حق طرح دعوا در جای دیگری را بدهد.`)
};

export const legal_terms_liability_heading = /** @type {(inputs: Legal_Terms_Liability_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محدودیت مسئولیت`)
};

export const legal_terms_liability_p1 = /** @type {(inputs: Legal_Terms_Liability_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا حداکثر میزانی که قانون اجازه می‌دهد، Neighbourly در قبال زیان‌های غیرمستقیم، اتفاقی، خاص یا تبعی، یا از دست رفتن داده‌ها، سود یا اعتبار تجاری که از استفادهٔ شما از سرویس یا از هر گروه یا رویدادی که در آن شرکت می‌کنید ناشی شود، مسئولیتی ندارد.`)
};

export const legal_terms_liability_p2 = /** @type {(inputs: Legal_Terms_Liability_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کل مسئولیت ما در برابر شما برای هر ادعایی دربارهٔ سرویس، محدود به مبالغی است که در شش ماه پیش از رخدادی که موجب آن ادعا شده، بابت Neighbourly به ما پرداخته‌اید. اگر از Neighbourly رایگان استفاده می‌کنید، این مبلغ صفر است.`)
};

export const legal_terms_rules_heading = /** @type {(inputs: Legal_Terms_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قواعد جامعه`)
};

export const legal_terms_rules_item1 = /** @type {(inputs: Legal_Terms_Rules_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آزار، تهدید، قلدری یا تبعیض علیه هر کسی؛`)
};

export const legal_terms_rules_item2 = /** @type {(inputs: Legal_Terms_Rules_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتشار محتوای نفرت‌پراکن، جنسی صریح، خشونت‌آمیز یا غیرقانونی؛`)
};

export const legal_terms_rules_item3 = /** @type {(inputs: Legal_Terms_Rules_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ارسال هرزنامه، پیام‌های زنجیره‌ای یا تبلیغات ناخواسته؛`)
};

export const legal_terms_rules_item4 = /** @type {(inputs: Legal_Terms_Rules_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جمع‌آوری اطلاعات شخصی کاربران دیگر بدون رضایت آنها؛`)
};

export const legal_terms_rules_item5 = /** @type {(inputs: Legal_Terms_Rules_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختلال در کار سرویس، دور زدن محدودیت‌ها یا تدابیر امنیتی آن، یا دسترسی به آن با ابزارهای خودکار، به جز نمایه‌سازی عادی صفحه‌های عمومی توسط موتورهای جست‌وجو؛`)
};

export const legal_terms_rules_item6 = /** @type {(inputs: Legal_Terms_Rules_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استفاده از Neighbourly برای هر هدف غیرقانونی.`)
};

export const legal_terms_rules_p1 = /** @type {(inputs: Legal_Terms_Rules_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly زمانی خوب کار می‌کند که همسایه‌ها با یکدیگر خوش‌رفتار باشند. شما متعهد می‌شوید از کارهای زیر خودداری کنید:`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرایط استفاده از خدمات`)
};

export const mail_activity_joined = /** @type {(inputs: Mail_Activity_JoinedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} نفر پیوستند`)
};

export const mail_activity_joined_first = /** @type {(inputs: Mail_Activity_Joined_FirstInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} نفر به شرکت‌کنندگان ${i?.event} پیوستند`)
};

export const mail_activity_left = /** @type {(inputs: Mail_Activity_LeftInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} نفر انصراف دادند`)
};

export const mail_activity_left_first = /** @type {(inputs: Mail_Activity_Left_FirstInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} نفر از شرکت در ${i?.event} انصراف دادند`)
};

export const mail_activity_sentence = /** @type {(inputs: Mail_Activity_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phrases}.`)
};

export const mail_activity_separator = /** @type {(inputs: Mail_Activity_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`؛ `)
};

export const mail_activity_waitlisted = /** @type {(inputs: Mail_Activity_WaitlistedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} نفر به فهرست انتظار پیوستند`)
};

export const mail_activity_waitlisted_first = /** @type {(inputs: Mail_Activity_Waitlisted_FirstInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} نفر به فهرست انتظار ${i?.event} پیوستند`)
};

export const mail_asks_to_join = /** @type {(inputs: Mail_Asks_To_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} درخواست عضویت در ${i?.group} را دارد.`)
};

export const mail_cancelled = /** @type {(inputs: Mail_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when}) لغو شد.`)
};

export const mail_changed_place = /** @type {(inputs: Mail_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} تغییر کرد: اکنون در ${i?.place} (پیش‌تر ${i?.placeBefore}).`)
};

export const mail_changed_time = /** @type {(inputs: Mail_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} تغییر کرد: اکنون ${i?.when} (پیش‌تر ${i?.whenBefore}).`)
};

export const mail_changed_time_and_place = /** @type {(inputs: Mail_Changed_Time_And_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} تغییر کرد: اکنون ${i?.when} (پیش‌تر ${i?.whenBefore})، در ${i?.place} (پیش‌تر ${i?.placeBefore}).`)
};

export const mail_commented = /** @type {(inputs: Mail_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} دربارهٔ ${i?.event} نظر داد: «${i?.quote}»`)
};

export const mail_digest_event_activity_subject = /** @type {(inputs: Mail_Digest_Event_Activity_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly: امروز در رویدادهایی که میزبانشان هستید`)
};

export const mail_digest_event_activity_title = /** @type {(inputs: Mail_Digest_Event_Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`امروز در رویدادهایی که میزبانشان هستید`)
};

export const mail_digest_heading = /** @type {(inputs: Mail_Digest_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}:`)
};

export const mail_event_with_time = /** @type {(inputs: Mail_Event_With_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when})`)
};

export const mail_full_all = /** @type {(inputs: Mail_Full_AllInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`ظرفیت ${i?.event} (${i?.when}) پر شد: همهٔ ${countText} جای آن گرفته شده است.`)
};

export const mail_full_one = /** @type {(inputs: Mail_Full_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ظرفیت ${i?.event} (${i?.when}) پر شد: تنها جای آن گرفته شده است.`)
};

export const mail_group_given = /** @type {(inputs: Mail_Group_GivenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} گروه ${i?.group} را به شما واگذار کرد: اکنون مالک آن هستید.`)
};

export const mail_new_event = /** @type {(inputs: Mail_New_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رویداد تازه در ${i?.group}: ${i?.event}، ${i?.when}.`)
};

export const mail_new_host = /** @type {(inputs: Mail_New_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اکنون میزبان ${i?.event} (${i?.when}) هستید.`)
};

export const mail_notification_settings = /** @type {(inputs: Mail_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنظیمات اعلان‌ها`)
};

export const mail_now_event_host = /** @type {(inputs: Mail_Now_Event_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اکنون میزبان رویداد در ${i?.group} هستید.`)
};

export const mail_open_in_app = /** @type {(inputs: Mail_Open_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`باز کردن در Neighbourly`)
};

export const mail_places_opened_many = /** @type {(inputs: Mail_Places_Opened_ManyInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`در ${i?.event} (${i?.when}) ${countText} جا خالی شد و به ${countText} نفر اول فهرست انتظار رسید.`)
};

export const mail_places_opened_one = /** @type {(inputs: Mail_Places_Opened_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`در ${i?.event} (${i?.when}) جایی خالی شد و به نفر اول فهرست انتظار رسید.`)
};

export const mail_promoted = /** @type {(inputs: Mail_PromotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`در ${i?.event} (${i?.when}) جایی خالی شد: شما شرکت می‌کنید.`)
};

export const mail_reason_kind = /** @type {(inputs: Mail_Reason_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`این ایمیل را دریافت می‌کنید چون «${i?.kind}» در تنظیمات اعلان‌های شما روشن است.`)
};

export const mail_reminder = /** @type {(inputs: Mail_ReminderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`یادآوری: ${i?.event} در ${i?.when} در ${i?.place} برگزار می‌شود.`)
};

export const mail_reminder_waitlisted = /** @type {(inputs: Mail_Reminder_WaitlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شما در فهرست انتظار هستید (نفر ${i?.position}).`)
};

export const mail_report_closed_action = /** @type {(inputs: Mail_Report_Closed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش شما را بررسی کردیم و اقدام لازم را انجام دادیم.`)
};

export const mail_report_closed_no_action = /** @type {(inputs: Mail_Report_Closed_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش شما را بررسی کردیم و تخلفی پیدا نکردیم.`)
};

export const mail_request_approved = /** @type {(inputs: Mail_Request_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اکنون عضو ${i?.group} هستید.`)
};

export const mail_request_declined = /** @type {(inputs: Mail_Request_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`درخواست عضویت شما در ${i?.group} رد شد.`)
};

export const mail_subject = /** @type {(inputs: Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`از Neighbourly: ${i?.text}`)
};

export const mail_text_link = /** @type {(inputs: Mail_Text_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.url}`)
};

export const mail_unread_messages = /** @type {(inputs: Mail_Unread_MessagesInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${i?.name} ${countText} پیام برایتان فرستاده است که هنوز نخوانده‌اید.`)
};

export const mail_unsubscribe = /** @type {(inputs: Mail_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغو اشتراک`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأیید این نشانی`)
};

export const mail_verify_open_link = /** @type {(inputs: Mail_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای تأیید، پیوند زیر را باز کنید. این پیوند ۲۴ ساعت اعتبار دارد.`)
};

export const mail_verify_reason = /** @type {(inputs: Mail_Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا این نشانی تأیید نشود، Neighbourly چیز دیگری به آن نمی‌فرستد.`)
};

export const mail_verify_someone_asked = /** @type {(inputs: Mail_Verify_Someone_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کسی خواسته است از این نشانی برای یک حساب کاربری Neighbourly استفاده کند؛ اگر شما نبودید، این پیام را نادیده بگیرید.`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly: نشانی ایمیل خود را تأیید کنید`)
};

export const messaging_back_to_conversations = /** @type {(inputs: Messaging_Back_To_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بازگشت به گفت‌وگوها`)
};

export const messaging_block = /** @type {(inputs: Messaging_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسدود کردن`)
};

export const messaging_block_explains = /** @type {(inputs: Messaging_Block_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ‌کدام از شما نمی‌توانید به دیگری پیام بدهید. به او اطلاع داده نمی‌شود. می‌توانید در تنظیمات مسدودیت را بردارید.`)
};

export const messaging_block_failed = /** @type {(inputs: Messaging_Block_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} مسدود نشد. لطفاً دوباره تلاش کنید.`)
};

export const messaging_block_title = /** @type {(inputs: Messaging_Block_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} مسدود شود؟`)
};

export const messaging_blocked = /** @type {(inputs: Messaging_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} را مسدود کردید.`)
};

export const messaging_blocked_notice = /** @type {(inputs: Messaging_Blocked_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} را مسدود کرده‌اید: هیچ‌کدام از شما نمی‌توانید به دیگری پیام بدهید. ${i?.link}.`)
};

export const messaging_blocked_notice_link = /** @type {(inputs: Messaging_Blocked_Notice_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع مسدودیت در تنظیمات`)
};

export const messaging_blocked_people = /** @type {(inputs: Messaging_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افراد مسدودشده`)
};

export const messaging_blocked_people_description = /** @type {(inputs: Messaging_Blocked_People_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نه شما می‌توانید به آن‌ها پیام بدهید و نه آن‌ها به شما. برای پیام دادن دوباره، مسدودیت را بردارید.`)
};

export const messaging_blocked_people_load_failed = /** @type {(inputs: Messaging_Blocked_People_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افراد مسدودشده بارگیری نشدند.`)
};

export const messaging_conversation_options = /** @type {(inputs: Messaging_Conversation_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزینه‌های گفت‌وگو`)
};

export const messaging_conversations = /** @type {(inputs: Messaging_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفت‌وگوها`)
};

export const messaging_conversations_load_failed = /** @type {(inputs: Messaging_Conversations_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفت‌وگوها بارگیری نشد.`)
};

export const messaging_document_title_with = /** @type {(inputs: Messaging_Document_Title_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · پیام‌ها`)
};

export const messaging_loading_blocked_people = /** @type {(inputs: Messaging_Loading_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری افراد مسدودشده`)
};

export const messaging_loading_conversations = /** @type {(inputs: Messaging_Loading_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری گفت‌وگوها`)
};

export const messaging_loading_messages = /** @type {(inputs: Messaging_Loading_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری پیام‌ها`)
};

export const messaging_message_label = /** @type {(inputs: Messaging_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیام`)
};

export const messaging_message_options = /** @type {(inputs: Messaging_Message_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزینه‌های پیام`)
};

export const messaging_messages_load_failed = /** @type {(inputs: Messaging_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیام‌ها بارگیری نشد.`)
};

export const messaging_messages_with = /** @type {(inputs: Messaging_Messages_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پیام‌ها با ${i?.name}`)
};

export const messaging_no_blocked_people = /** @type {(inputs: Messaging_No_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ‌کس را مسدود نکرده‌اید.`)
};

export const messaging_no_conversations = /** @type {(inputs: Messaging_No_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز هیچ گفت‌وگوی فعالی ندارید.`)
};

export const messaging_no_messages = /** @type {(inputs: Messaging_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز هیچ پیامی ندارید.`)
};

export const messaging_opening_conversation = /** @type {(inputs: Messaging_Opening_ConversationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال باز کردن گفت‌وگو`)
};

export const messaging_report_person = /** @type {(inputs: Messaging_Report_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`گزارش کردن ${i?.name}`)
};

export const messaging_send = /** @type {(inputs: Messaging_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ارسال`)
};

export const messaging_send_failed = /** @type {(inputs: Messaging_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیام شما ارسال نشد. لطفاً دوباره تلاش کنید.`)
};

export const messaging_sender = /** @type {(inputs: Messaging_SenderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}:`)
};

export const messaging_show_older = /** @type {(inputs: Messaging_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایش پیام‌های قدیمی‌تر`)
};

export const messaging_start_failed = /** @type {(inputs: Messaging_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفت‌وگو آغاز نشد. لطفاً دوباره تلاش کنید.`)
};

export const messaging_title = /** @type {(inputs: Messaging_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیام‌ها`)
};

export const messaging_unblock = /** @type {(inputs: Messaging_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع مسدودیت`)
};

export const messaging_unblock_failed = /** @type {(inputs: Messaging_Unblock_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مسدودیت ${i?.name} برداشته نشد. لطفاً دوباره تلاش کنید.`)
};

export const messaging_unblock_person = /** @type {(inputs: Messaging_Unblock_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رفع مسدودیت ${i?.name}`)
};

export const messaging_unblocked = /** @type {(inputs: Messaging_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مسدودیت ${i?.name} را برداشتید.`)
};

export const messaging_unread = /** @type {(inputs: Messaging_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خوانده‌نشده`)
};

export const messaging_write_message = /** @type {(inputs: Messaging_Write_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نوشتن پیام`)
};

export const messaging_you = /** @type {(inputs: Messaging_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما`)
};

export const moderation_action_failed = /** @type {(inputs: Moderation_Action_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این اقدام انجام نشد. لطفاً دوباره تلاش کنید.`)
};

export const moderation_as_reported = /** @type {(inputs: Moderation_As_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنگام گزارش`)
};

export const moderation_cancel = /** @type {(inputs: Moderation_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغو`)
};

export const moderation_changed_since = /** @type {(inputs: Moderation_Changed_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پس از آن تغییر کرده است. اکنون:`)
};

export const moderation_close = /** @type {(inputs: Moderation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بستن`)
};

export const moderation_closed_by = /** @type {(inputs: Moderation_Closed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} توسط ${i?.actor}، ${i?.date}`)
};

export const moderation_closed_reports = /** @type {(inputs: Moderation_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش‌های بسته`)
};

export const moderation_command_line = /** @type {(inputs: Moderation_Command_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خط فرمان`)
};

export const moderation_deleted_since = /** @type {(inputs: Moderation_Deleted_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پس از آن حذف شده است.`)
};

export const moderation_dismiss = /** @type {(inputs: Moderation_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رد کردن`)
};

export const moderation_dismiss_done = /** @type {(inputs: Moderation_Dismiss_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش‌ها رد شدند.`)
};

export const moderation_dismiss_explains = /** @type {(inputs: Moderation_Dismiss_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش‌ها بدون هیچ اقدامی بسته می‌شوند. به هر گزارش‌دهنده گفته می‌شود که تخلفی نیافتیم.`)
};

export const moderation_dismiss_held_explains = /** @type {(inputs: Moderation_Dismiss_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش‌ها بدون هیچ اقدامی بسته می‌شوند و آن همچنان نگه داشته می‌ماند: کس دیگری آن را نمی‌بیند. برای انتشارش، به‌جای این گزینه «بازگرداندن» را انتخاب کنید.`)
};

export const moderation_dismiss_title = /** @type {(inputs: Moderation_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این گزارش‌ها رد شوند؟`)
};

export const moderation_fediverse_account_hint = /** @type {(inputs: Moderation_Fediverse_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی نمایهٔ آن، برای مثال https://spam.example/users/someone`)
};

export const moderation_fediverse_account_label = /** @type {(inputs: Moderation_Fediverse_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی حساب`)
};

export const moderation_fediverse_add = /** @type {(inputs: Moderation_Fediverse_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسدود کردن یک سرور یا حساب`)
};

export const moderation_fediverse_already = /** @type {(inputs: Moderation_Fediverse_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این از قبل مسدود است.`)
};

export const moderation_fediverse_bad_account = /** @type {(inputs: Moderation_Fediverse_Bad_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی حساب را وارد کنید که با https:// شروع می‌شود.`)
};

export const moderation_fediverse_bad_server = /** @type {(inputs: Moderation_Fediverse_Bad_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط نام میزبان سرور را وارد کنید، مانند mastodon.example.`)
};

export const moderation_fediverse_block = /** @type {(inputs: Moderation_Fediverse_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسدود کردن`)
};

export const moderation_fediverse_block_done = /** @type {(inputs: Moderation_Fediverse_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسدود شد. دنبال‌کردن‌های آن از گروه‌ها حذف شد.`)
};

export const moderation_fediverse_block_failed = /** @type {(inputs: Moderation_Fediverse_Block_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسدود نشد. دوباره تلاش کنید.`)
};

export const moderation_fediverse_blocked_by = /** @type {(inputs: Moderation_Fediverse_Blocked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مسدودشده توسط ${i?.actor}، ${i?.date}`)
};

export const moderation_fediverse_empty = /** @type {(inputs: Moderation_Fediverse_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ سرور یا حسابی مسدود نیست.`)
};

export const moderation_fediverse_explains = /** @type {(inputs: Moderation_Fediverse_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ چیزی از سرور یا حساب مسدودشده به Neighbourly نمی‌رسد و دنبال‌کردن‌های آن از گروه‌ها حذف می‌شود.`)
};

export const moderation_fediverse_kind = /** @type {(inputs: Moderation_Fediverse_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چه چیزی مسدود شود`)
};

export const moderation_fediverse_kind_account = /** @type {(inputs: Moderation_Fediverse_Kind_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب`)
};

export const moderation_fediverse_kind_server = /** @type {(inputs: Moderation_Fediverse_Kind_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرور`)
};

export const moderation_fediverse_lift = /** @type {(inputs: Moderation_Fediverse_LiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع`)
};

export const moderation_fediverse_lift_explains = /** @type {(inputs: Moderation_Fediverse_Lift_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دوباره می‌تواند به Neighbourly برسد. دنبال‌کردن‌هایی که مسدودیت حذف کرد برنمی‌گردند: افراد آن می‌توانند دوباره گروه‌ها را دنبال کنند.`)
};

export const moderation_fediverse_lift_failed = /** @type {(inputs: Moderation_Fediverse_Lift_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسدودیت رفع نشد. دوباره تلاش کنید.`)
};

export const moderation_fediverse_lift_title = /** @type {(inputs: Moderation_Fediverse_Lift_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این مسدودیت رفع شود؟`)
};

export const moderation_fediverse_lifted = /** @type {(inputs: Moderation_Fediverse_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسدودیت رفع شد.`)
};

export const moderation_fediverse_load_failed = /** @type {(inputs: Moderation_Fediverse_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسدودها بارگیری نشدند.`)
};

export const moderation_fediverse_loading = /** @type {(inputs: Moderation_Fediverse_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری مسدودها…`)
};

export const moderation_fediverse_reason_hint = /** @type {(inputs: Moderation_Fediverse_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط ناظران می‌بینند.`)
};

export const moderation_fediverse_reason_label = /** @type {(inputs: Moderation_Fediverse_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دلیل (اختیاری)`)
};

export const moderation_fediverse_server_hint = /** @type {(inputs: Moderation_Fediverse_Server_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای مثال spam.example`)
};

export const moderation_fediverse_server_label = /** @type {(inputs: Moderation_Fediverse_Server_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام میزبان سرور`)
};

export const moderation_fediverse_title = /** @type {(inputs: Moderation_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرورها و حساب‌های مسدودشده`)
};

export const moderation_first_reported = /** @type {(inputs: Moderation_First_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نخستین گزارش: ${i?.date}`)
};

export const moderation_forbidden = /** @type {(inputs: Moderation_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط ناظران سایت می‌توانند این صفحه را ببینند`)
};

export const moderation_go_home = /** @type {(inputs: Moderation_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفتن به صفحهٔ اصلی`)
};

export const moderation_held_mine = /** @type {(inputs: Moderation_Held_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا وقتی ناظری آن را بررسی نکرده، فقط شما می‌توانید آن را ببینید.`)
};

export const moderation_held_theirs = /** @type {(inputs: Moderation_Held_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تا وقتی ناظری آن را بررسی نکرده، فقط نویسنده‌اش و ناظران می‌توانند آن را ببینند.`)
};

export const moderation_hidden_mine = /** @type {(inputs: Moderation_Hidden_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط شما و ناظران می‌توانید آن را ببینید.`)
};

export const moderation_hidden_theirs = /** @type {(inputs: Moderation_Hidden_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط نویسنده‌اش و ناظران می‌توانند آن را ببینند.`)
};

export const moderation_hide = /** @type {(inputs: Moderation_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پنهان کردن`)
};

export const moderation_hide_comment_title = /** @type {(inputs: Moderation_Hide_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این نظر پنهان شود؟`)
};

export const moderation_hide_done = /** @type {(inputs: Moderation_Hide_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پنهان شد. گزارش‌ها بسته شدند.`)
};

export const moderation_hide_event_title = /** @type {(inputs: Moderation_Hide_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد پنهان شود؟`)
};

export const moderation_hide_explains = /** @type {(inputs: Moderation_Hide_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط نویسنده‌اش و ناظران آن را می‌بینند، با برچسب «پنهان‌شده توسط ناظران» و دلیل شما. چیزی حذف نمی‌شود: می‌توان آن را بازگرداند. به گزارش‌دهندگان گفته می‌شود که اقدام کردیم.`)
};

export const moderation_hide_group_title = /** @type {(inputs: Moderation_Hide_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این گروه پنهان شود؟`)
};

export const moderation_hide_message_title = /** @type {(inputs: Moderation_Hide_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این پیام پنهان شود؟`)
};

export const moderation_history = /** @type {(inputs: Moderation_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اقدام‌های پیشین علیه نویسنده`)
};

export const moderation_history_entry = /** @type {(inputs: Moderation_History_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} (${i?.subject})، ${i?.date}، توسط ${i?.actor}`)
};

export const moderation_history_entry_reason = /** @type {(inputs: Moderation_History_Entry_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} (${i?.subject})، ${i?.date}، توسط ${i?.actor}: ${i?.reason}`)
};

export const moderation_load_more = /** @type {(inputs: Moderation_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بیشتر`)
};

export const moderation_loading_log = /** @type {(inputs: Moderation_Loading_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری سابقه`)
};

export const moderation_loading_reports = /** @type {(inputs: Moderation_Loading_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری گزارش‌ها`)
};

export const moderation_log = /** @type {(inputs: Moderation_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سابقهٔ نظارت`)
};

export const moderation_log_action = /** @type {(inputs: Moderation_Log_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اقدام`)
};

export const moderation_log_block = /** @type {(inputs: Moderation_Log_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسدود شد`)
};

export const moderation_log_card_person = /** @type {(inputs: Moderation_Log_Card_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شخص مربوط: ${i?.login}`)
};

export const moderation_log_card_title = /** @type {(inputs: Moderation_Log_Card_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}: ${i?.subject}`)
};

export const moderation_log_card_when = /** @type {(inputs: Moderation_Log_Card_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} · توسط ${i?.actor}`)
};

export const moderation_log_change = /** @type {(inputs: Moderation_Log_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}: ${i?.from} ‏←‏ ${i?.to}`)
};

export const moderation_log_dismiss = /** @type {(inputs: Moderation_Log_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رد شد`)
};

export const moderation_log_empty = /** @type {(inputs: Moderation_Log_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز چیزی ثبت نشده است.`)
};

export const moderation_log_hide = /** @type {(inputs: Moderation_Log_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پنهان شد`)
};

export const moderation_log_load_failed = /** @type {(inputs: Moderation_Log_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سابقه بارگیری نشد.`)
};

export const moderation_log_none = /** @type {(inputs: Moderation_Log_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ`)
};

export const moderation_log_person_concerned = /** @type {(inputs: Moderation_Log_Person_ConcernedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شخص مربوط`)
};

export const moderation_log_reason = /** @type {(inputs: Moderation_Log_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دلیل`)
};

export const moderation_log_restore = /** @type {(inputs: Moderation_Log_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بازگردانده شد`)
};

export const moderation_log_set_allowance = /** @type {(inputs: Moderation_Log_Set_AllowanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سهمیهٔ گروه تعیین شد`)
};

export const moderation_log_set_role = /** @type {(inputs: Moderation_Log_Set_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقش در سایت تعیین شد`)
};

export const moderation_log_subject = /** @type {(inputs: Moderation_Log_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موضوع`)
};

export const moderation_log_subject_id = /** @type {(inputs: Moderation_Log_Subject_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subject} ${i?.id}`)
};

export const moderation_log_suspend = /** @type {(inputs: Moderation_Log_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعلیق شد`)
};

export const moderation_log_unblock = /** @type {(inputs: Moderation_Log_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسدودیت برداشته شد`)
};

export const moderation_log_unsuspend = /** @type {(inputs: Moderation_Log_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعلیق برداشته شد`)
};

export const moderation_log_until = /** @type {(inputs: Moderation_Log_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} تا ${i?.date}`)
};

export const moderation_log_when = /** @type {(inputs: Moderation_Log_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زمان`)
};

export const moderation_log_who = /** @type {(inputs: Moderation_Log_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چه کسی`)
};

export const moderation_no_closed_reports = /** @type {(inputs: Moderation_No_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز هیچ گزارش بسته‌ای نیست.`)
};

export const moderation_no_history = /** @type {(inputs: Moderation_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ اقدام پیشینی علیه نویسنده نیست.`)
};

export const moderation_no_open_reports = /** @type {(inputs: Moderation_No_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ گزارش بازی نیست.`)
};

export const moderation_noun_comment = /** @type {(inputs: Moderation_Noun_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظر`)
};

export const moderation_noun_event = /** @type {(inputs: Moderation_Noun_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد`)
};

export const moderation_noun_group = /** @type {(inputs: Moderation_Noun_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه`)
};

export const moderation_noun_message = /** @type {(inputs: Moderation_Noun_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیام`)
};

export const moderation_noun_person = /** @type {(inputs: Moderation_Noun_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شخص`)
};

export const moderation_noun_remote_account = /** @type {(inputs: Moderation_Noun_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب فدیورس`)
};

export const moderation_noun_remote_server = /** @type {(inputs: Moderation_Noun_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرور فدیورس`)
};

export const moderation_open_it = /** @type {(inputs: Moderation_Open_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`باز کردن`)
};

export const moderation_open_reports = /** @type {(inputs: Moderation_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش‌های باز`)
};

export const moderation_reason_harassment = /** @type {(inputs: Moderation_Reason_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آزار یا قلدری`)
};

export const moderation_reason_hate = /** @type {(inputs: Moderation_Reason_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سخن نفرت‌پراکن`)
};

export const moderation_reason_impersonation = /** @type {(inputs: Moderation_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جا زدن خود به‌جای کسی دیگر`)
};

export const moderation_reason_label = /** @type {(inputs: Moderation_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دلیل (برای سابقهٔ نظارت)`)
};

export const moderation_reason_line = /** @type {(inputs: Moderation_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دلیل: ${i?.reason}`)
};

export const moderation_reason_other = /** @type {(inputs: Moderation_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چیزی دیگر`)
};

export const moderation_reason_scam = /** @type {(inputs: Moderation_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلاه‌برداری یا تقلب`)
};

export const moderation_reason_sexual = /** @type {(inputs: Moderation_Reason_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محتوای جنسی`)
};

export const moderation_reason_spam = /** @type {(inputs: Moderation_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هرزنامه یا تبلیغات`)
};

export const moderation_reason_violence = /** @type {(inputs: Moderation_Reason_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خشونت یا تهدید`)
};

export const moderation_report = /** @type {(inputs: Moderation_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش کردن`)
};

export const moderation_report_comment = /** @type {(inputs: Moderation_Report_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش کردن این نظر`)
};

export const moderation_report_details = /** @type {(inputs: Moderation_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توضیح برای ناظران (اختیاری)`)
};

export const moderation_report_event = /** @type {(inputs: Moderation_Report_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش کردن این رویداد`)
};

export const moderation_report_failed = /** @type {(inputs: Moderation_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش ارسال نشد. لطفاً دوباره تلاش کنید.`)
};

export const moderation_report_group = /** @type {(inputs: Moderation_Report_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش کردن این گروه`)
};

export const moderation_report_message = /** @type {(inputs: Moderation_Report_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش کردن این پیام`)
};

export const moderation_report_person = /** @type {(inputs: Moderation_Report_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش کردن این شخص`)
};

export const moderation_report_send = /** @type {(inputs: Moderation_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ارسال گزارش`)
};

export const moderation_report_sent = /** @type {(inputs: Moderation_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش ارسال شد`)
};

export const moderation_report_thanks = /** @type {(inputs: Moderation_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سپاسگزاریم — ناظران ما آن را بررسی می‌کنند.`)
};

export const moderation_report_why = /** @type {(inputs: Moderation_Report_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چرا آن را گزارش می‌کنید؟`)
};

export const moderation_reported_by = /** @type {(inputs: Moderation_Reported_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`از ${i?.login}، ${i?.date}`)
};

export const moderation_reports = /** @type {(inputs: Moderation_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش‌ها`)
};

export const moderation_reports_count = /** @type {(inputs: Moderation_Reports_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fa", i?.count, {});
	const countText = registry.number("fa", i?.count, {});return /** @type {LocalizedString} */ (`${countText} گزارش`)
};

export const moderation_reports_load_failed = /** @type {(inputs: Moderation_Reports_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزارش‌ها بارگیری نشدند.`)
};

export const moderation_restore = /** @type {(inputs: Moderation_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بازگرداندن`)
};

export const moderation_restore_comment_title = /** @type {(inputs: Moderation_Restore_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این نظر بازگردانده شود؟`)
};

export const moderation_restore_done = /** @type {(inputs: Moderation_Restore_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بازگردانده شد. گزارش‌ها بسته شدند.`)
};

export const moderation_restore_event_title = /** @type {(inputs: Moderation_Restore_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد بازگردانده شود؟`)
};

export const moderation_restore_explains = /** @type {(inputs: Moderation_Restore_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر کسی که پیش‌تر آن را می‌دید، دوباره آن را می‌بیند. گزارش‌ها بسته می‌شوند.`)
};

export const moderation_restore_group_title = /** @type {(inputs: Moderation_Restore_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این گروه بازگردانده شود؟`)
};

export const moderation_restore_held_explains = /** @type {(inputs: Moderation_Restore_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آن را منتشر می‌کند: برای بررسی نگه داشته شده بود (پیوندهای یک حساب کاربری تازه) و هنوز کس دیگری آن را ندیده است. گزارش‌ها بسته می‌شوند.`)
};

export const moderation_restore_held_hint = /** @type {(inputs: Moderation_Restore_Held_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آن را منتشر می‌کند`)
};

export const moderation_restore_message_title = /** @type {(inputs: Moderation_Restore_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این پیام بازگردانده شود؟`)
};

export const moderation_row_comment_by = /** @type {(inputs: Moderation_Row_Comment_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نظر از ${i?.name}`)
};

export const moderation_row_event_by = /** @type {(inputs: Moderation_Row_Event_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رویداد از ${i?.name}`)
};

export const moderation_row_group_by = /** @type {(inputs: Moderation_Row_Group_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`گروهِ ${i?.name}`)
};

export const moderation_row_message_by = /** @type {(inputs: Moderation_Row_Message_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پیام از ${i?.name}`)
};

export const moderation_row_person = /** @type {(inputs: Moderation_Row_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شخص: ${i?.name}`)
};

export const moderation_sections = /** @type {(inputs: Moderation_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بخش‌های نظارت`)
};

export const moderation_someone_else_acted = /** @type {(inputs: Moderation_Someone_Else_ActedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کس دیگری پیش‌تر دربارهٔ این گزارش‌ها اقدام کرده است.`)
};

export const moderation_state_deleted = /** @type {(inputs: Moderation_State_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف‌شده`)
};

export const moderation_state_held = /** @type {(inputs: Moderation_State_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در انتظار بررسی`)
};

export const moderation_state_hidden = /** @type {(inputs: Moderation_State_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پنهان`)
};

export const moderation_state_suspended = /** @type {(inputs: Moderation_State_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعلیق‌شده`)
};

export const moderation_state_suspended_until = /** @type {(inputs: Moderation_State_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تعلیق‌شده تا ${i?.date}`)
};

export const moderation_state_visible = /** @type {(inputs: Moderation_State_VisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قابل مشاهده`)
};

export const moderation_subject_comment = /** @type {(inputs: Moderation_Subject_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظر`)
};

export const moderation_subject_event = /** @type {(inputs: Moderation_Subject_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد`)
};

export const moderation_subject_group = /** @type {(inputs: Moderation_Subject_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه`)
};

export const moderation_subject_message = /** @type {(inputs: Moderation_Subject_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیام`)
};

export const moderation_subject_person = /** @type {(inputs: Moderation_Subject_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شخص`)
};

export const moderation_subject_remote_account = /** @type {(inputs: Moderation_Subject_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب فدیورس`)
};

export const moderation_subject_remote_server = /** @type {(inputs: Moderation_Subject_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرور فدیورس`)
};

export const moderation_suspend = /** @type {(inputs: Moderation_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعلیق`)
};

export const moderation_suspend_done = /** @type {(inputs: Moderation_Suspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعلیق شد. گزارش‌ها بسته شدند.`)
};

export const moderation_suspend_explains = /** @type {(inputs: Moderation_Suspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بی‌درنگ از همه‌جا خارج می‌شود و نمی‌تواند وارد شود؛ گروه‌ها، رویدادها، نظرها و نمایه‌اش پنهان می‌شوند و جاهایش در رویدادها آزاد می‌شود. به گزارش‌دهندگان گفته می‌شود که اقدام کردیم.`)
};

export const moderation_suspend_title = /** @type {(inputs: Moderation_Suspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این شخص تعلیق شود؟`)
};

export const moderation_tab_closed = /** @type {(inputs: Moderation_Tab_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بسته`)
};

export const moderation_tab_fediverse = /** @type {(inputs: Moderation_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فدیورس`)
};

export const moderation_tab_log = /** @type {(inputs: Moderation_Tab_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سابقه`)
};

export const moderation_tab_open = /** @type {(inputs: Moderation_Tab_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`باز`)
};

export const moderation_title = /** @type {(inputs: Moderation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظارت`)
};

export const moderation_unchanged_since = /** @type {(inputs: Moderation_Unchanged_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پس از آن تغییری نکرده است.`)
};

export const moderation_unsuspend = /** @type {(inputs: Moderation_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع تعلیق`)
};

export const moderation_unsuspend_done = /** @type {(inputs: Moderation_Unsuspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعلیق برداشته شد. گزارش‌ها بسته شدند.`)
};

export const moderation_unsuspend_explains = /** @type {(inputs: Moderation_Unsuspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دوباره می‌تواند وارد شود و آنچه ساخته دوباره نمایش داده می‌شود. گزارش‌ها بسته می‌شوند.`)
};

export const moderation_unsuspend_title = /** @type {(inputs: Moderation_Unsuspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این تعلیق برداشته شود؟`)
};

export const moderation_until_chosen = /** @type {(inputs: Moderation_Until_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تا ${i?.date} (به وقت محلی شما)`)
};

export const moderation_until_hint = /** @type {(inputs: Moderation_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خالی: تا وقتی ناظری آن را بردارد. به وقت محلی شما.`)
};

export const moderation_until_label = /** @type {(inputs: Moderation_Until_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پایان (اختیاری)`)
};

export const notifications_also_choose_in_settings = /** @type {(inputs: Notifications_Also_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`همچنین می‌توانید در ${i?.settings} انتخاب کنید چه ایمیل‌هایی دریافت کنید.`)
};

export const notifications_choice_failed = /** @type {(inputs: Notifications_Choice_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب شما ذخیره نشد. لطفاً دوباره تلاش کنید.`)
};

export const notifications_choose_emailed = /** @type {(inputs: Notifications_Choose_EmailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب کنید چه چیزی ایمیل شود`)
};

export const notifications_choose_in_settings = /** @type {(inputs: Notifications_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`در ${i?.settings} انتخاب کنید چه ایمیل‌هایی دریافت کنید.`)
};

export const notifications_data_export_ready = /** @type {(inputs: Notifications_Data_Export_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نسخهٔ داده‌هایتان آماده است: تا ${i?.date} آن را از تنظیمات › مدیریت حساب دانلود کنید.`)
};

export const notifications_email_address = /** @type {(inputs: Notifications_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی ایمیل`)
};

export const notifications_email_description = /** @type {(inputs: Notifications_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جایی که اعلان‌هایتان را، پس از تأیید آن، به آن ایمیل می‌کنیم. فقط شما آن را می‌بینید.`)
};

export const notifications_email_hint = /** @type {(inputs: Notifications_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوندی به آن می‌فرستیم: نشانی شما پس از باز کردن آن پیوند به کار می‌رود.`)
};

export const notifications_email_me = /** @type {(inputs: Notifications_Email_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برایم ایمیل شود`)
};

export const notifications_email_verified = /** @type {(inputs: Notifications_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی ایمیل شما تأیید شد.`)
};

export const notifications_intro = /** @type {(inputs: Notifications_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آنچه در گروه‌ها و رویدادهای شما گذشت.`)
};

export const notifications_kind_data_export_ready = /** @type {(inputs: Notifications_Kind_Data_Export_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخه‌ای از داده‌هایتان که درخواست کرده بودید آمادهٔ دانلود است`)
};

export const notifications_kind_event_activity = /** @type {(inputs: Notifications_Kind_Event_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فعالیت در رویدادهایی که میزبانشان هستید: افرادی که شرکت می‌کنند، منتظرند یا انصراف می‌دهند`)
};

export const notifications_kind_event_activity_hint = /** @type {(inputs: Notifications_Kind_Event_Activity_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`در برنامه بی‌درنگ، سپس حداکثر یک اعلان در ساعت برای هر رویداد. با ایمیل، حداکثر یک خلاصه در روز؛ مگر خودتان بخواهید، برای گروه‌های بیش از ${i?.max} عضو هیچ ایمیلی فرستاده نمی‌شود.`)
};

export const notifications_kind_event_cancelled = /** @type {(inputs: Notifications_Kind_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادی که در آن شرکت می‌کنید لغو شد`)
};

export const notifications_kind_event_capacity = /** @type {(inputs: Notifications_Kind_Event_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادی که میزبانش هستید پر شد، یا جایی برای فهرست انتظارش باز شد`)
};

export const notifications_kind_event_changed = /** @type {(inputs: Notifications_Kind_Event_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زمان یا مکان رویدادی که در آن شرکت می‌کنید تغییر کرد`)
};

export const notifications_kind_event_reminder = /** @type {(inputs: Notifications_Kind_Event_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یادآوری ۲۴ ساعت پیش از رویدادی که در آن شرکت می‌کنید یا در فهرست انتظارش هستید`)
};

export const notifications_kind_new_comment = /** @type {(inputs: Notifications_Kind_New_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظری تازه دربارهٔ رویدادی که میزبانش هستید یا درباره‌اش نظر داده‌اید`)
};

export const notifications_kind_new_event = /** @type {(inputs: Notifications_Kind_New_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادی تازه در یکی از گروه‌های شما`)
};

export const notifications_kind_new_request = /** @type {(inputs: Notifications_Kind_New_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کسی درخواست عضویت در گروهی را دارد که شما اداره می‌کنید`)
};

export const notifications_kind_new_role = /** @type {(inputs: Notifications_Kind_New_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میزبان رویداد شدید، یا گروه یا رویدادی به شما واگذار شد`)
};

export const notifications_kind_off = /** @type {(inputs: Notifications_Kind_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دیگر دربارهٔ «${i?.label}» ایمیلی دریافت نمی‌کنید.`)
};

export const notifications_kind_on = /** @type {(inputs: Notifications_Kind_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دربارهٔ «${i?.label}» ایمیل دریافت خواهید کرد.`)
};

export const notifications_kind_report_closed = /** @type {(inputs: Notifications_Kind_Report_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ناظران ما چیزی را که گزارش کرده بودید بررسی کردند`)
};

export const notifications_kind_request_approved = /** @type {(inputs: Notifications_Kind_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست عضویت شما پذیرفته شد`)
};

export const notifications_kind_request_rejected = /** @type {(inputs: Notifications_Kind_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست عضویت شما رد شد`)
};

export const notifications_kind_unread_messages = /** @type {(inputs: Notifications_Kind_Unread_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیام‌هایی که پس از ۱۵ دقیقه هنوز خوانده نشده‌اند`)
};

export const notifications_kind_waitlist_promoted = /** @type {(inputs: Notifications_Kind_Waitlist_PromotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`از فهرست انتظار جا گرفتید`)
};

export const notifications_kinds_can_email = /** @type {(inputs: Notifications_Kinds_Can_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`همهٔ اعلان‌ها در برنامه نمایش داده می‌شوند؛ انتخاب کنید کدام‌ها برایتان ایمیل هم بشوند.`)
};

export const notifications_kinds_cannot_email = /** @type {(inputs: Notifications_Kinds_Cannot_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`همهٔ اعلان‌ها در برنامه نمایش داده می‌شوند. برای دریافت آن‌ها با ایمیل، یک نشانی ایمیل بیفزایید و تأییدش کنید.`)
};

export const notifications_load_failed = /** @type {(inputs: Notifications_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعلان‌های شما بارگیری نشد.`)
};

export const notifications_load_more = /** @type {(inputs: Notifications_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بیشتر`)
};

export const notifications_loading = /** @type {(inputs: Notifications_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری اعلان‌های شما`)
};

export const notifications_loading_settings = /** @type {(inputs: Notifications_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری تنظیمات اعلان شما`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`علامت‌گذاری همه به‌عنوان خوانده‌شده`)
};

export const notifications_mark_all_failed = /** @type {(inputs: Notifications_Mark_All_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعلان‌های شما به‌عنوان خوانده‌شده علامت‌گذاری نشد. لطفاً دوباره تلاش کنید.`)
};

export const notifications_new = /** @type {(inputs: Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جدید`)
};

export const notifications_no_email_server = /** @type {(inputs: Notifications_No_Email_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این سرور ایمیل نمی‌فرستد: اعلان‌های شما فقط در برنامه می‌مانند.`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هنوز هیچ اعلانی ندارید.`)
};

export const notifications_not_verified_not_sent = /** @type {(inputs: Notifications_Not_Verified_Not_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هنوز تأیید نشده: این سرور ایمیل نمی‌فرستد، پس پیوندی به ${i?.email} فرستاده نشد.`)
};

export const notifications_not_verified_sent = /** @type {(inputs: Notifications_Not_Verified_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هنوز تأیید نشده: پیوندی به ${i?.email} فرستادیم. این پیوند تا ۲۴ ساعت معتبر است.`)
};

export const notifications_remove = /** @type {(inputs: Notifications_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف`)
};

export const notifications_remove_address = /** @type {(inputs: Notifications_Remove_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف نشانی`)
};

export const notifications_remove_failed = /** @type {(inputs: Notifications_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی ایمیل شما حذف نشد. لطفاً دوباره تلاش کنید.`)
};

export const notifications_remove_question = /** @type {(inputs: Notifications_Remove_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی ایمیلتان حذف شود؟ دیگر هیچ اعلانی برایتان ایمیل نمی‌شود.`)
};

export const notifications_removed = /** @type {(inputs: Notifications_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی ایمیل شما حذف شد.`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ذخیره`)
};

export const notifications_save_failed = /** @type {(inputs: Notifications_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی ایمیل شما ذخیره نشد. لطفاً دوباره تلاش کنید.`)
};

export const notifications_saved_verify = /** @type {(inputs: Notifications_Saved_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ذخیره شد. لطفاً برای تأیید نشانی‌تان، پیوندی را که فرستادیم باز کنید.`)
};

export const notifications_settings_load_failed = /** @type {(inputs: Notifications_Settings_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنظیمات اعلان شما بارگیری نشد.`)
};

export const notifications_settings_path = /** @type {(inputs: Notifications_Settings_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنظیمات › اعلان‌ها`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعلان‌ها`)
};

export const notifications_unsubscribe = /** @type {(inputs: Notifications_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغو اشتراک`)
};

export const notifications_unsubscribe_explains = /** @type {(inputs: Notifications_Unsubscribe_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دیگر ایمیل‌هایی از همان نوعی که این پیوند همراهش بود دریافت نمی‌کنید. اعلان‌های شما همچنان در برنامه نمایش داده می‌شوند.`)
};

export const notifications_unsubscribe_question = /** @type {(inputs: Notifications_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این ایمیل‌ها متوقف شوند؟`)
};

export const notifications_unsubscribed = /** @type {(inputs: Notifications_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشتراک شما لغو شد`)
};

export const notifications_unsubscribed_kind = /** @type {(inputs: Notifications_Unsubscribed_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دیگر دربارهٔ «${i?.label}» ایمیلی دریافت نمی‌کنید.`)
};

export const notifications_verified = /** @type {(inputs: Notifications_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأییدشده`)
};

export const pages_event_of_group = /** @type {(inputs: Pages_Event_Of_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رویدادی از ${i?.group}`)
};

export const pages_site_description = /** @type {(inputs: Pages_Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly: گروه‌ها و رویدادهای محلی ونکوور را پیدا کنید، به آن‌ها بپیوندید یا خودتان بسازید.`)
};

export const people_account_delete_failed = /** @type {(inputs: People_Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف حساب کاربری ناموفق بود.`)
};

export const people_account_deletion_requested = /** @type {(inputs: People_Account_Deletion_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست حذف حساب کاربری با موفقیت ثبت شد. در حال خروج...`)
};

export const people_avatar = /** @type {(inputs: People_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر نمایه`)
};

export const people_avatar_delete_failed = /** @type {(inputs: People_Avatar_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف تصویر نمایه ناموفق بود.`)
};

export const people_avatar_deleted = /** @type {(inputs: People_Avatar_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر نمایهٔ شما حذف شد`)
};

export const people_avatar_description = /** @type {(inputs: People_Avatar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر نمایهٔ شما کنار نامتان در گروه‌ها، رویدادها و نظرها نمایش داده می‌شود. اگر تصویری نداشته باشید، حرف اول نامتان نمایش داده می‌شود.`)
};

export const people_avatar_file = /** @type {(inputs: People_Avatar_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فایل تصویر نمایه`)
};

export const people_avatar_of = /** @type {(inputs: People_Avatar_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصویر نمایهٔ ${i?.name}`)
};

export const people_avatar_rule = /** @type {(inputs: People_Avatar_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}.`)
};

export const people_avatar_upload_failed = /** @type {(inputs: People_Avatar_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به‌روزرسانی تصویر نمایه ناموفق بود.`)
};

export const people_avatar_uploaded = /** @type {(inputs: People_Avatar_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر نمایهٔ شما با موفقیت بارگذاری شد`)
};

export const people_calendar_description = /** @type {(inputs: People_Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در برنامهٔ تقویم خود (تقویم گوگل، تقویم اپل یا اوت‌لوک) مشترک این نشانی شوید تا رویدادهایی را ببینید که میزبانشان هستید، در آن‌ها شرکت می‌کنید یا در فهرست انتظارشان هستید؛ با ثبت‌نام یا انصراف شما به‌روز می‌شود. هر کسی این پیوند را داشته باشد آن رویدادها را می‌بیند، پس آن را پیش خودتان نگه دارید و اگر فاش شد، پیوند جدیدی بگیرید.`)
};

export const people_calendar_link = /** @type {(inputs: People_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوند تقویم شما`)
};

export const people_calendar_link_failed = /** @type {(inputs: People_Calendar_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوند تقویم شما بارگیری نشد.`)
};

export const people_calendar_link_renew_failed = /** @type {(inputs: People_Calendar_Link_Renew_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دریافت پیوند تقویم جدید ناموفق بود.`)
};

export const people_calendar_link_renewed = /** @type {(inputs: People_Calendar_Link_RenewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوند تقویم جدید شما آماده است. پیوند قبلی دیگر کار نمی‌کند.`)
};

export const people_calendar_subscription = /** @type {(inputs: People_Calendar_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشتراک تقویم`)
};

export const people_change_password = /** @type {(inputs: People_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغییر گذرواژه`)
};

export const people_change_password_description = /** @type {(inputs: People_Change_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اینجا وارد می‌مانید؛ Neighbourly شما را از همهٔ دستگاه‌های دیگر خارج می‌کند.`)
};

export const people_confirm_new_password = /** @type {(inputs: People_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تکرار گذرواژهٔ جدید`)
};

export const people_copy_link = /** @type {(inputs: People_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کپی پیوند`)
};

export const people_current_password = /** @type {(inputs: People_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گذرواژهٔ فعلی`)
};

export const people_delete = /** @type {(inputs: People_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف`)
};

export const people_delete_account = /** @type {(inputs: People_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف حساب کاربری`)
};

export const people_delete_account_description = /** @type {(inputs: People_Delete_Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف حساب کاربری شما را از حساب خارج می‌کند و بازگشت‌پذیر نیست.`)
};

export const people_delete_account_events = /** @type {(inputs: People_Delete_Account_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهایی که میزبانشان هستید به مالک گروهشان واگذار می‌شوند.`)
};

export const people_delete_account_groups = /** @type {(inputs: People_Delete_Account_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر گروهی که مالکش هستید به عضو دیگری واگذار می‌شود (اول به یک میزبان رویداد)؛ گروهی که عضو دیگری ندارد حذف می‌شود.`)
};

export const people_delete_account_memberships = /** @type {(inputs: People_Delete_Account_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عضویت‌های شما در گروه‌ها، درخواست‌های عضویت، ثبت‌نام‌هایتان در رویدادها و نظرهایتان حذف می‌شوند.`)
};

export const people_delete_account_message = /** @type {(inputs: People_Delete_Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این کار بازگشت‌پذیر نیست و از حساب خارج خواهید شد.`)
};

export const people_delete_account_title = /** @type {(inputs: People_Delete_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب کاربری‌تان حذف شود؟`)
};

export const people_delete_avatar = /** @type {(inputs: People_Delete_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف تصویر نمایه`)
};

export const people_delete_avatar_confirm = /** @type {(inputs: People_Delete_Avatar_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر نمایه‌تان حذف شود؟ تا وقتی تصویر جدیدی بارگذاری نکنید، به‌جای آن حرف اول نامتان نمایش داده می‌شود.`)
};

export const people_display_name = /** @type {(inputs: People_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام نمایشی`)
};

export const people_display_name_hint = /** @type {(inputs: People_Display_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بین ۱ تا ۵۰ نویسه.`)
};

export const people_download_data = /** @type {(inputs: People_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دانلود داده‌های من`)
};

export const people_download_data_ask = /** @type {(inputs: People_Download_Data_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آماده کردن داده‌های من`)
};

export const people_download_data_ask_again = /** @type {(inputs: People_Download_Data_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آماده کردن نسخهٔ تازه`)
};

export const people_download_data_building = /** @type {(inputs: People_Download_Data_BuildingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`در حال آماده کردن داده‌هایتان… ${i?.progress}٪ انجام شد. می‌توانید این صفحه را ترک کنید: وقتی آماده شد به شما خبر می‌دهیم.`)
};

export const people_download_data_checking = /** @type {(inputs: People_Download_Data_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بررسی دانلود داده‌هایتان`)
};

export const people_download_data_description = /** @type {(inputs: People_Download_Data_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخه‌ای از آنچه اینجا از آنِ شماست، در یک فایل ZIP: نمایه، گروه‌ها، رویدادها و پاسخ‌های حضور، نظرها، پیام‌ها، اعلان‌ها و تصویرها، همراه با صفحه‌ای برای خواندن همه در مرورگر. آن را در پس‌زمینه آماده می‌کنیم و وقتی آماده شد به شما خبر می‌دهیم. دانلود 7 روز کار می‌کند، و فقط برای شما.`)
};

export const people_download_data_download = /** @type {(inputs: People_Download_Data_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دانلود ZIP`)
};

export const people_download_data_expired = /** @type {(inputs: People_Download_Data_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آخرین نسخهٔ شما در ${i?.date} پاک شد: هر وقت لازم داشتید نسخهٔ تازه‌ای بخواهید.`)
};

export const people_download_data_failed = /** @type {(inputs: People_Download_Data_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آماده کردن داده‌هایتان ناموفق بود.`)
};

export const people_download_data_load_failed = /** @type {(inputs: People_Download_Data_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وضعیت آماده بودن داده‌هایتان بارگیری نشد.`)
};

export const people_download_data_progress = /** @type {(inputs: People_Download_Data_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال آماده کردن داده‌هایتان`)
};

export const people_download_data_ready = /** @type {(inputs: People_Download_Data_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`داده‌هایتان آماده است (${i?.size}). دانلود تا ${i?.date} کار می‌کند.`)
};

export const people_download_data_request_failed = /** @type {(inputs: People_Download_Data_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست داده‌هایتان انجام نشد.`)
};

export const people_download_data_requested = /** @type {(inputs: People_Download_Data_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`داده‌هایتان را آماده می‌کنیم. وقتی آماده شد به شما خبر می‌دهیم.`)
};

export const people_download_data_retry = /** @type {(inputs: People_Download_Data_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلاش دوباره`)
};

export const people_edit_my_profile = /** @type {(inputs: People_Edit_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویرایش نمایهٔ من`)
};

export const people_get_new_link = /** @type {(inputs: People_Get_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دریافت پیوند جدید`)
};

export const people_loading_calendar_link = /** @type {(inputs: People_Loading_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری پیوند تقویم شما`)
};

export const people_loading_profile = /** @type {(inputs: People_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری نمایه`)
};

export const people_loading_settings = /** @type {(inputs: People_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری تنظیمات`)
};

export const people_loading_your_settings = /** @type {(inputs: People_Loading_Your_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری تنظیمات شما`)
};

export const people_login = /** @type {(inputs: People_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام کاربری`)
};

export const people_login_hint = /** @type {(inputs: People_Login_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`با نام کاربری‌تان وارد می‌شوید؛ نمی‌توان آن را تغییر داد.`)
};

export const people_member_since = /** @type {(inputs: People_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عضو از ${i?.date}`)
};

export const people_my_neighbourhood = /** @type {(inputs: People_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محلهٔ من`)
};

export const people_neighbourhood_hint = /** @type {(inputs: People_Neighbourhood_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جست‌وجوها می‌توانند فاصله‌ها را از اینجا بسنجند. فقط شما آن را می‌بینید.`)
};

export const people_new_calendar_link_message = /** @type {(inputs: People_New_Calendar_Link_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوند قبلی دیگر کار نخواهد کرد: تقویم‌هایی که مشترک آن هستند تا وقتی مشترک پیوند جدید نشوید به‌روز نمی‌شوند.`)
};

export const people_new_calendar_link_title = /** @type {(inputs: People_New_Calendar_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوند تقویم جدید بگیرید؟`)
};

export const people_new_password = /** @type {(inputs: People_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گذرواژهٔ جدید`)
};

export const people_new_password_hint = /** @type {(inputs: People_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`۸ تا ۲۴ نویسه، شامل یک حرف کوچک و یک حرف بزرگ لاتین، یک رقم و یکی از نمادهای ⁦@$!%*?&⁩.`)
};

export const people_no_neighbourhood = /** @type {(inputs: People_No_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ‌کدام`)
};

export const people_open_in_calendar_app = /** @type {(inputs: People_Open_In_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`باز کردن در برنامهٔ تقویم`)
};

export const people_password_update_failed = /** @type {(inputs: People_Password_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به‌روزرسانی گذرواژه ناموفق بود.`)
};

export const people_password_updated = /** @type {(inputs: People_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گذرواژه با موفقیت به‌روزرسانی شد`)
};

export const people_profile = /** @type {(inputs: People_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایه`)
};

export const people_profile_details = /** @type {(inputs: People_Profile_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جزئیات نمایه`)
};

export const people_profile_details_description = /** @type {(inputs: People_Profile_Details_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`همسایه‌های دیگر شما را با نام نمایشی‌تان می‌شناسند.`)
};

export const people_profile_options = /** @type {(inputs: People_Profile_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گزینه‌های نمایه`)
};

export const people_profile_update_failed = /** @type {(inputs: People_Profile_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به‌روزرسانی نمایه ناموفق بود.`)
};

export const people_profile_updated = /** @type {(inputs: People_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایهٔ شما با موفقیت به‌روزرسانی شد`)
};

export const people_save_changes = /** @type {(inputs: People_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ذخیرهٔ تغییرات`)
};

export const people_send_message = /** @type {(inputs: People_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ارسال پیام`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنظیمات`)
};

export const people_settings_document_title = /** @type {(inputs: People_Settings_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tab} · تنظیمات`)
};

export const people_settings_intro = /** @type {(inputs: People_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایهٔ شما، حساب کاربری‌تان و ظاهر Neighbourly.`)
};

export const people_settings_sections = /** @type {(inputs: People_Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بخش‌های تنظیمات`)
};

export const people_tab_appearance = /** @type {(inputs: People_Tab_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ظاهر`)
};

export const people_tab_blocked_people = /** @type {(inputs: People_Tab_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افراد مسدودشده`)
};

export const people_tab_edit_profile = /** @type {(inputs: People_Tab_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویرایش نمایه`)
};

export const people_tab_manage_account = /** @type {(inputs: People_Tab_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدیریت حساب`)
};

export const people_tab_notifications = /** @type {(inputs: People_Tab_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعلان‌ها`)
};

export const people_theme = /** @type {(inputs: People_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پوسته`)
};

export const people_theme_dark = /** @type {(inputs: People_Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تیره`)
};

export const people_theme_description = /** @type {(inputs: People_Theme_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب کنید Neighbourly در این دستگاه چه ظاهری داشته باشد. «سیستم» از تنظیم روشن یا تیرهٔ دستگاه شما پیروی می‌کند.`)
};

export const people_theme_light = /** @type {(inputs: People_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روشن`)
};

export const people_theme_system = /** @type {(inputs: People_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیستم`)
};

export const people_update = /** @type {(inputs: People_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به‌روزرسانی`)
};

export const people_upload_avatar = /** @type {(inputs: People_Upload_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگذاری تصویر جدید`)
};

export const people_uploading_avatar = /** @type {(inputs: People_Uploading_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگذاری تصویر نمایه`)
};

export const people_view_my_profile = /** @type {(inputs: People_View_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشاهدهٔ نمایهٔ من`)
};

export const people_your_avatar = /** @type {(inputs: People_Your_AvatarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصویر نمایهٔ شما (${i?.name})`)
};

export const server_address_search_is_not_set_up = /** @type {(inputs: Server_Address_Search_Is_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جست‌وجوی نشانی در این سایت راه‌اندازی نشده است: پین را بکشید یا یک محله انتخاب کنید.`)
};

export const server_altcha_is_not_in_use = /** @type {(inputs: Server_Altcha_Is_Not_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`از ALTCHA استفاده نمی‌شود.`)
};

export const server_failed_to_create_group_limit_of = /** @type {(inputs: Server_Failed_To_Create_Group_Limit_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد گروه ناموفق بود. تعداد گروه‌های شما به سقف مجاز برای هر کاربر رسیده است.`)
};

export const server_invalid_or_missing_csrf_token_reload = /** @type {(inputs: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توکن CSRF نامعتبر است یا فرستاده نشده است. صفحه را از نو بارگذاری کنید و دوباره تلاش کنید.`)
};

export const server_new_members_join_as_member = /** @type {(inputs: Server_New_Members_Join_As_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعضای تازه با نقش MEMBER به گروه می‌پیوندند.`)
};

export const server_no_free_group_id_could_be = /** @type {(inputs: Server_No_Free_Group_Id_Could_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`از این پیوند نتوانستیم شناسهٔ گروهی بسازیم که پیش‌تر گرفته نشده باشد.`)
};

export const server_no_one_may_act_on_an = /** @type {(inputs: Server_No_One_May_Act_On_AnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اینجا هیچ‌کس نمی‌تواند دربارهٔ یک مدیر اقدامی کند.`)
};

export const server_not_found = /** @type {(inputs: Server_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیدا نشد.`)
};

export const server_nothing_could_be_read_from_this = /** @type {(inputs: Server_Nothing_Could_Be_Read_From_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چیزی از این صفحه خوانده نشد: آیا صفحه عمومی است و پیوند درست است؟`)
};

export const server_only_an_admin_may_act_on = /** @type {(inputs: Server_Only_An_Admin_May_Act_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط مدیر می‌تواند دربارهٔ یک ناظر اقدام کند.`)
};

export const server_only_an_event_host_or_the = /** @type {(inputs: Server_Only_An_Event_Host_Or_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد را فقط می‌توان به یکی از میزبانان رویداد یا به مالک گروه واگذار کرد.`)
};

export const server_only_https_links_to_meetupcom_can = /** @type {(inputs: Server_Only_Https_Links_To_Meetupcom_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط پیوندهای https به meetup.com را می‌توان درون‌ریزی کرد.`)
};

export const server_only_members_of_the_group_see = /** @type {(inputs: Server_Only_Members_Of_The_Group_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد را فقط اعضای گروه می‌بینند.`)
};

export const server_only_members_see_a_private_groups = /** @type {(inputs: Server_Only_Members_See_A_Private_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقویم گروه خصوصی را فقط اعضای آن می‌بینند.`)
};

export const server_only_members_see_who_belongs_to = /** @type {(inputs: Server_Only_Members_See_Who_Belongs_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط اعضای گروه خصوصی می‌بینند چه کسانی عضو آن هستند.`)
};

export const server_only_site_moderators_may_do_this = /** @type {(inputs: Server_Only_Site_Moderators_May_Do_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط ناظران سایت می‌توانند این کار را انجام دهند.`)
};

export const server_only_the_creator_of_an_event = /** @type {(inputs: Server_Only_The_Creator_Of_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط سازندهٔ رویداد میزبان آن است.`)
};

export const server_only_the_host_of_the_event = /** @type {(inputs: Server_Only_The_Host_Of_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط میزبان رویداد یا مالک گروه می‌تواند این کار را انجام دهد.`)
};

export const server_only_the_host_of_the_event_2 = /** @type {(inputs: Server_Only_The_Host_Of_The_Event_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط میزبان رویداد یا مالک گروه می‌تواند آن را به دیگری واگذار کند.`)
};

export const server_only_the_host_or_the_owner = /** @type {(inputs: Server_Only_The_Host_Or_The_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط میزبان یا مالک گروه می‌تواند رویداد را حذف کند.`)
};

export const server_only_the_host_or_the_owner_2 = /** @type {(inputs: Server_Only_The_Host_Or_The_Owner_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط میزبان یا مالک گروه می‌تواند فهرست شرکت‌کنندگان را بارگیری کند.`)
};

export const server_only_the_owner_and_the_event = /** @type {(inputs: Server_Only_The_Owner_And_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط مالک گروه و میزبانان رویداد آن می‌توانند برای این گروه رویداد ایجاد کنند.`)
};

export const server_please_sign_in_to_continue = /** @type {(inputs: Server_Please_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لطفاً برای ادامه وارد شوید.`)
};

export const server_preparing_this_copy_of_your_data = /** @type {(inputs: Server_Preparing_This_Copy_Of_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آماده کردن این نسخه از داده‌هایتان ناموفق بود: از تنظیمات › مدیریت حساب نسخهٔ تازه‌ای بخواهید.`)
};

export const server_send_the_signin_form_as_multipartformdata = /** @type {(inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فرم ورود را به‌صورت multipart/form-data بفرستید.`)
};

export const server_some_of_these_reports_do_not = /** @type {(inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برخی از این گزارش‌ها وجود ندارند یا دربارهٔ این مورد نیستند.`)
};

export const server_something_went_wrong_on_our = /** @type {(inputs: Server_Something_Went_Wrong_On_OurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشکلی در سمت ما پیش آمد.`)
};

export const server_the_cursor_is_not_valid_ask = /** @type {(inputs: Server_The_Cursor_Is_Not_Valid_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانگر صفحه‌بندی معتبر نیست: صفحهٔ اول را دوباره درخواست کنید.`)
};

export const server_the_host_cannot_leave_their_own = /** @type {(inputs: Server_The_Host_Cannot_Leave_Their_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میزبان نمی‌تواند از شرکت در رویداد خودش انصراف دهد.`)
};

export const server_the_host_of_an_event_cannot = /** @type {(inputs: Server_The_Host_Of_An_Event_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میزبان رویداد را نمی‌توان از اینجا تغییر داد.`)
};

export const server_the_owner_cannot_leave_the_group = /** @type {(inputs: Server_The_Owner_Cannot_Leave_The_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مالک نمی‌تواند گروه را ترک کند.`)
};

export const server_the_owner_of_a_group_cannot = /** @type {(inputs: Server_The_Owner_Of_A_Group_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مالک گروه را نمی‌توان از اینجا تغییر داد.`)
};

export const server_the_signin_form_could_not_be = /** @type {(inputs: Server_The_Signin_Form_Could_Not_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فرم ورود خوانده نشد.`)
};

export const server_the_upload_could_not_be_read = /** @type {(inputs: Server_The_Upload_Could_Not_Be_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فایل بارگذاری‌شده خوانده نشد.`)
};

export const server_there_is_no_image = /** @type {(inputs: Server_There_Is_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویری وجود ندارد.`)
};

export const server_there_is_no_such_download = /** @type {(inputs: Server_There_Is_No_Such_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چنین دانلودی وجود ندارد.`)
};

export const server_there_is_no_such_request = /** @type {(inputs: Server_There_Is_No_Such_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چنین درخواستی وجود ندارد.`)
};

export const server_there_is_no_such_sitemap_file = /** @type {(inputs: Server_There_Is_No_Such_Sitemap_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چنین فایل نقشهٔ سایتی وجود ندارد.`)
};

export const server_there_is_no_such_user = /** @type {(inputs: Server_There_Is_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چنین کاربری وجود ندارد.`)
};

export const server_this_calendar_address_is_not_valid = /** @type {(inputs: Server_This_Calendar_Address_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این نشانی تقویم معتبر نیست (شاید نشانی تازه‌تری جای آن را گرفته باشد).`)
};

export const server_this_comment_does_not_exist = /** @type {(inputs: Server_This_Comment_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این نظر وجود ندارد.`)
};

export const server_this_copy_of_your_data_is_still = /** @type {(inputs: Server_This_Copy_Of_Your_Data_Is_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این نسخه از داده‌هایتان هنوز در حال آماده شدن است.`)
};

export const server_this_does_not_exist_and_no = /** @type {(inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این مورد وجود ندارد و کسی هم آن را گزارش نکرده است.`)
};

export const server_this_download_has_expired = /** @type {(inputs: Server_This_Download_Has_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مهلت این دانلود تمام شده است: نسخهٔ داده‌هایتان 7 روز نگه داشته می‌شود. از تنظیمات › مدیریت حساب نسخهٔ تازه‌ای بخواهید.`)
};

export const server_this_download_link_is_not_valid = /** @type {(inputs: Server_This_Download_Link_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این پیوند دانلود معتبر نیست.`)
};

export const server_this_event_does_not_exist = /** @type {(inputs: Server_This_Event_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد وجود ندارد.`)
};

export const server_this_event_has_already_ended = /** @type {(inputs: Server_This_Event_Has_Already_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد به پایان رسیده است.`)
};

export const server_this_group_does_not_exist = /** @type {(inputs: Server_This_Group_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این گروه وجود ندارد.`)
};

export const server_this_group_is_private_ask_to = /** @type {(inputs: Server_This_Group_Is_Private_Ask_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این گروه خصوصی است: به‌جای آن، درخواست عضویت بدهید.`)
};

export const server_this_group_is_private_its_events = /** @type {(inputs: Server_This_Group_Is_Private_Its_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این گروه خصوصی است: رویدادهای آن فید عمومی ندارند.`)
};

export const server_this_is_not_a_link = /** @type {(inputs: Server_This_Is_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این یک پیوند نیست.`)
};

export const server_this_is_not_the_link_of = /** @type {(inputs: Server_This_Is_Not_The_Link_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این پیوندِ یک گروه Meetup نیست.`)
};

export const server_this_is_not_the_link_of_2 = /** @type {(inputs: Server_This_Is_Not_The_Link_Of_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این پیوندِ یک رویداد Meetup نیست.`)
};

export const server_this_no_longer_exists_only_dismiss = /** @type {(inputs: Server_This_No_Longer_Exists_Only_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این مورد دیگر وجود ندارد: فقط DISMISS باقی مانده است.`)
};

export const server_this_person_already_hosts_the_event = /** @type {(inputs: Server_This_Person_Already_Hosts_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این شخص از پیش میزبان این رویداد است.`)
};

export const server_this_person_does_not_exist = /** @type {(inputs: Server_This_Person_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چنین شخصی وجود ندارد.`)
};

export const server_this_person_is_not_a_member = /** @type {(inputs: Server_This_Person_Is_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این شخص عضو این گروه نیست.`)
};

export const server_this_person_is_not_banned_from = /** @type {(inputs: Server_This_Person_Is_Not_Banned_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این شخص از این گروه محروم نشده است.`)
};

export const server_too_many_requests_please_wait_a = /** @type {(inputs: Server_Too_Many_Requests_Please_Wait_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعداد درخواست‌ها بیش از حد است. لطفاً یک دقیقه صبر کنید و دوباره تلاش کنید.`)
};

export const server_you_are_already_attending_this_event = /** @type {(inputs: Server_You_Are_Already_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما از پیش در فهرست شرکت‌کنندگان این رویداد هستید.`)
};

export const server_you_are_not_a_member_of = /** @type {(inputs: Server_You_Are_Not_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما عضو این گروه نیستید.`)
};

export const server_you_are_not_allowed_to_do = /** @type {(inputs: Server_You_Are_Not_Allowed_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اجازهٔ انجام این کار را ندارید.`)
};

export const server_you_are_not_attending_this_event = /** @type {(inputs: Server_You_Are_Not_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما در فهرست شرکت‌کنندگان این رویداد نیستید.`)
};

export const server_you_can_ask_for_a_copy = /** @type {(inputs: Server_You_Can_Ask_For_A_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`می‌توانید روزی 3 بار نسخه‌ای از داده‌هایتان را بخواهید.`)
};

export const server_you_cannot_act_on_yourself_or = /** @type {(inputs: Server_You_Cannot_Act_On_Yourself_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمی‌توانید دربارهٔ خودتان یا چیزی که خودتان نوشته‌اید اقدامی کنید.`)
};

export const server_you_cannot_ask_to_join_this = /** @type {(inputs: Server_You_Cannot_Ask_To_Join_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمی‌توانید برای عضویت در این گروه درخواست بدهید.`)
};

export const server_you_cannot_block_yourself = /** @type {(inputs: Server_You_Cannot_Block_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمی‌توانید خودتان را مسدود کنید.`)
};

export const server_you_cannot_comment_on_this_groups = /** @type {(inputs: Server_You_Cannot_Comment_On_This_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمی‌توانید برای رویدادهای این گروه نظر بگذارید.`)
};

export const server_you_cannot_join_this_group = /** @type {(inputs: Server_You_Cannot_Join_This_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمی‌توانید به این گروه بپیوندید.`)
};

export const server_you_have_not_blocked_this_person = /** @type {(inputs: Server_You_Have_Not_Blocked_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما این شخص را مسدود نکرده‌اید.`)
};

export const server_you_must_be_a_member_of = /** @type {(inputs: Server_You_Must_Be_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای شرکت باید عضو گروه باشید`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منوی حساب کاربری`)
};

export const shell_account_nav = /** @type {(inputs: Shell_Account_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب کاربری`)
};

export const shell_back_to = /** @type {(inputs: Shell_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بازگشت به ${i?.name}`)
};

export const shell_cancel = /** @type {(inputs: Shell_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغو`)
};

export const shell_check_connection = /** @type {(inputs: Shell_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اتصال خود را بررسی کنید و دوباره تلاش کنید.`)
};

export const shell_checking_availability = /** @type {(inputs: Shell_Checking_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بررسی در دسترس بودن`)
};

export const shell_choose_another_image = /** @type {(inputs: Shell_Choose_Another_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب تصویری دیگر`)
};

export const shell_choose_cover_image = /** @type {(inputs: Shell_Choose_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتخاب تصویر جلد`)
};

export const shell_confirm = /** @type {(inputs: Shell_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأیید`)
};

export const shell_confirm_title = /** @type {(inputs: Shell_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأیید`)
};

export const shell_cover_image_file = /** @type {(inputs: Shell_Cover_Image_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فایل تصویر جلد`)
};

export const shell_cover_image_optional = /** @type {(inputs: Shell_Cover_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر جلد (اختیاری)`)
};

export const shell_create_group = /** @type {(inputs: Shell_Create_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایجاد گروه`)
};

export const shell_error_detail = /** @type {(inputs: Shell_Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحه بارگیری نشد. اتصال خود را بررسی کنید و دوباره تلاش کنید.`)
};

export const shell_error_reference = /** @type {(inputs: Shell_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کد پیگیری: ${i?.id}`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشکلی پیش آمد`)
};

export const shell_event_load_failed = /** @type {(inputs: Shell_Event_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد بارگیری نشد`)
};

export const shell_footer_cookies = /** @type {(inputs: Shell_Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیاست کوکی‌ها`)
};

export const shell_footer_credit = /** @type {(inputs: Shell_Footer_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} Neighbourly · ساخته‌شده برای همسایه‌های ونکوور`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`راهنما`)
};

export const shell_footer_nav = /** @type {(inputs: Shell_Footer_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلاعات حقوقی و راهنما`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیاست حفظ حریم خصوصی`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرایط استفاده از خدمات`)
};

export const shell_go_home = /** @type {(inputs: Shell_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بازگشت به صفحهٔ اصلی`)
};

export const shell_group_load_failed = /** @type {(inputs: Shell_Group_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه بارگیری نشد`)
};

export const shell_hide_field = /** @type {(inputs: Shell_Hide_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پنهان کردن ${i?.field}`)
};

export const shell_home_title = /** @type {(inputs: Shell_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly · گروه‌ها و رویدادهای محلی در ونکوور`)
};

export const shell_image_rule = /** @type {(inputs: Shell_Image_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG یا JPEG، حداکثر ${i?.size} MB`)
};

export const shell_link_copied = /** @type {(inputs: Shell_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوند کپی شد`)
};

export const shell_link_copy_failed = /** @type {(inputs: Shell_Link_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوند کپی نشد: آن را انتخاب کنید و خودتان کپی کنید.`)
};

export const shell_loading = /** @type {(inputs: Shell_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری`)
};

export const shell_loading_page = /** @type {(inputs: Shell_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری صفحه`)
};

export const shell_loading_settings = /** @type {(inputs: Shell_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگیری تنظیمات شما`)
};

export const shell_map_tiles_off = /** @type {(inputs: Shell_Map_Tiles_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کاشی‌های نقشه در این سایت خاموش است`)
};

export const shell_map_zoom_in = /** @type {(inputs: Shell_Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بزرگ‌نمایی`)
};

export const shell_map_zoom_out = /** @type {(inputs: Shell_Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوچک‌نمایی`)
};

export const shell_menu_logout = /** @type {(inputs: Shell_Menu_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خروج`)
};

export const shell_menu_moderation = /** @type {(inputs: Shell_Menu_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظارت`)
};

export const shell_menu_profile = /** @type {(inputs: Shell_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمایه`)
};

export const shell_menu_settings = /** @type {(inputs: Shell_Menu_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنظیمات`)
};

export const shell_menu_your_events = /** @type {(inputs: Shell_Menu_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای شما`)
};

export const shell_menu_your_groups = /** @type {(inputs: Shell_Menu_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گروه‌های شما`)
};

export const shell_network_error = /** @type {(inputs: Shell_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دسترسی به Neighbourly ممکن نشد. اتصال خود را بررسی کنید.`)
};

export const shell_no_image_selected = /** @type {(inputs: Shell_No_Image_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویری انتخاب نشده است`)
};

export const shell_not_found_heading = /** @type {(inputs: Shell_Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای وای!`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این صفحه وجود ندارد!`)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحه پیدا نشد`)
};

export const shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما آفلاین هستید`)
};

export const shell_offline_needs_connection = /** @type {(inputs: Shell_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`به اتصال نیاز دارد: شما آفلاین هستید.`)
};

export const shell_offline_not_saved = /** @type {(inputs: Shell_Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای خواندن آفلاین ذخیره نشده است.`)
};

export const shell_offline_saved_at = /** @type {(inputs: Shell_Offline_Saved_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شما آفلاین هستید — نمایش آنچه در ${i?.time} ذخیره شد`)
};

export const shell_offline_your_events = /** @type {(inputs: Shell_Offline_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویدادهای پیش روی شما`)
};

export const shell_password_field = /** @type {(inputs: Shell_Password_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گذرواژه`)
};

export const shell_place_none = /** @type {(inputs: Shell_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هیچ‌کدام`)
};

export const shell_places_metro = /** @type {(inputs: Shell_Places_MetroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ونکوور بزرگ`)
};

export const shell_places_neighbourhoods = /** @type {(inputs: Shell_Places_NeighbourhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محله‌های ونکوور`)
};

export const shell_privacy_private = /** @type {(inputs: Shell_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خصوصی`)
};

export const shell_privacy_public = /** @type {(inputs: Shell_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عمومی`)
};

export const shell_reload_page = /** @type {(inputs: Shell_Reload_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگیری دوبارهٔ صفحه`)
};

export const shell_remove_selection = /** @type {(inputs: Shell_Remove_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف انتخاب`)
};

export const shell_request_failed = /** @type {(inputs: Shell_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست ناموفق بود`)
};

export const shell_selected_file = /** @type {(inputs: Shell_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انتخاب‌شده: ${i?.name}`)
};

export const shell_show_field = /** @type {(inputs: Shell_Show_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نمایش ${i?.field}`)
};

export const shell_sign_in = /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ورود`)
};

export const shell_sign_up = /** @type {(inputs: Shell_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثبت‌نام`)
};

export const shell_skip_to_main = /** @type {(inputs: Shell_Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفتن به محتوای اصلی`)
};

export const shell_switch_to_dark = /** @type {(inputs: Shell_Switch_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفتن به حالت تیره`)
};

export const shell_switch_to_light = /** @type {(inputs: Shell_Switch_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفتن به حالت روشن`)
};

export const shell_tags = /** @type {(inputs: Shell_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برچسب‌ها`)
};

export const shell_tags_hint = /** @type {(inputs: Shell_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برچسب‌ها را با ویرگول از هم جدا کنید، مثلاً کوه‌پیمایی، نورث شور، سگ‌ها`)
};

export const shell_try_again = /** @type {(inputs: Shell_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلاش دوباره`)
};

export const shell_unauthorized_heading = /** @type {(inputs: Shell_Unauthorized_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این صفحه فقط برای کاربرانی است که وارد شده‌اند`)
};

export const shell_unauthorized_sign_in = /** @type {(inputs: Shell_Unauthorized_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ورود`)
};

export const shell_unauthorized_sign_up = /** @type {(inputs: Shell_Unauthorized_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثبت‌نام`)
};

export const shell_unauthorized_text = /** @type {(inputs: Shell_Unauthorized_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای ادامه، یک حساب کاربری رایگان بسازید یا وارد شوید.`)
};

export const shell_unauthorized_title = /** @type {(inputs: Shell_Unauthorized_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ورود لازم است`)
};

export const shell_unread = /** @type {(inputs: Shell_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}، ${i?.count} خوانده‌نشده`)
};

export const shell_update_ready = /** @type {(inputs: Shell_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخهٔ جدید آماده است`)
};

export const shell_update_reload = /** @type {(inputs: Shell_Update_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بارگذاری دوباره`)
};

export const shell_uploading = /** @type {(inputs: Shell_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگذاری`)
};

export const shell_uploading_cover_image = /** @type {(inputs: Shell_Uploading_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در حال بارگذاری تصویر جلد`)
};

export const validation_addresssearch1 = /** @type {(inputs: Validation_Addresssearch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی‌ای با ۳ تا ۲۰۰ نویسه بنویسید`)
};

export const validation_agreement = /** @type {(inputs: Validation_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لطفاً سیاست حفظ حریم خصوصی و شرایط استفاده از خدمات را بپذیرید.`)
};

export const validation_alreadyaseries2 = /** @type {(inputs: Validation_Alreadyaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد از قبل تکرار می‌شود؛ به‌جای آن، سری‌اش را تمدید کنید.`)
};

export const validation_badlink1 = /** @type {(inputs: Validation_Badlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این پیوند معتبر نیست. لطفاً از آخرین پیوندی که برایتان فرستادیم استفاده کنید.`)
};

export const validation_banreason1 = /** @type {(inputs: Validation_Banreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دلیل نباید بیش از ۵۰۰ نویسه باشد.`)
};

export const validation_captcha = /** @type {(inputs: Validation_CaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لطفاً reCAPTCHA را تأیید کنید.`)
};

export const validation_captchaunfinished1 = /** @type {(inputs: Validation_Captchaunfinished1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بررسی خودکار کامل نشد. لطفاً کمی صبر کنید و دوباره تلاش کنید.`)
};

export const validation_chatmessage1 = /** @type {(inputs: Validation_Chatmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، پیام شما باید بین ۱ تا ۱۰۰۰ نویسه باشد`)
};

export const validation_comment = /** @type {(inputs: Validation_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، نظر شما باید بین ۱ تا ۲۵۰ نویسه باشد و نباید با فاصله شروع شود`)
};

export const validation_confirmationemailstoomany3 = /** @type {(inputs: Validation_Confirmationemailstoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایمیل‌های تأیید بیش از حد مجاز به این نشانی فرستاده شده است.`)
};

export const validation_controlcharacters1 = /** @type {(inputs: Validation_Controlcharacters1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، متن نباید نویسه‌های کنترلی داشته باشد.`)
};

export const validation_coverscope1 = /** @type {(inputs: Validation_Coverscope1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دامنه باید THIS (این رویداد) یا SERIES (همهٔ رویدادهای سری) باشد.`)
};

export const validation_currentpasswordwrong2 = /** @type {(inputs: Validation_Currentpasswordwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، گذرواژهٔ فعلی شما نادرست است.`)
};

export const validation_displayname1 = /** @type {(inputs: Validation_Displayname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، نام نمایشی باید بین ۱ تا ۵۰ نویسه باشد و نباید با فاصله شروع شود`)
};

export const validation_email = /** @type {(inputs: Validation_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لطفاً یک نشانی ایمیل معتبر وارد کنید.`)
};

export const validation_emailchangestoomany3 = /** @type {(inputs: Validation_Emailchangestoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشانی ایمیل بیش از حد مجاز تغییر کرده است.`)
};

export const validation_eventdates1 = /** @type {(inputs: Validation_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ و ساعت شروع یا پایان نادرست است`)
};

export const validation_eventdescription1 = /** @type {(inputs: Validation_Eventdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، توضیحات رویداد باید بین ۱ تا ۱۰۰۰ نویسه باشد`)
};

export const validation_eventlocation1 = /** @type {(inputs: Validation_Eventlocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، مکان رویداد باید بین ۱ تا ۱۰۰ نویسه باشد`)
};

export const validation_eventtitle1 = /** @type {(inputs: Validation_Eventtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، عنوان رویداد باید بین ۱ تا ۱۰۰ نویسه باشد`)
};

export const validation_eventtoofarahead3 = /** @type {(inputs: Validation_Eventtoofarahead3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رویداد باید حداکثر تا ۲ سال دیگر شروع شود.`)
};

export const validation_eventtoolong2 = /** @type {(inputs: Validation_Eventtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، هر رویداد حداکثر ۷ روز می‌تواند طول بکشد.`)
};

export const validation_eventsperday2 = /** @type {(inputs: Validation_Eventsperday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در هر ۲۴ ساعت حداکثر ۶۰ رویداد می‌توانید ایجاد کنید (هر رویدادِ یک سری جداگانه حساب می‌شود). لطفاً بعداً دوباره تلاش کنید.`)
};

export const validation_fediverseaccount1 = /** @type {(inputs: Validation_Fediverseaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب فدیورس خود را به شکل نام@سرور وارد کنید، برای نمونه alex@mastodon.social.`)
};

export const validation_fediverseaccountnotfound3 = /** @type {(inputs: Validation_Fediverseaccountnotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرور شما نگفت از کجا دنبال کنید. به‌جای آن، شناسه را در سرور خودتان جست‌وجو کنید.`)
};

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نوع برگزاری باید IN_PERSON، ONLINE یا HYBRID باشد`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، توضیحات گروه باید بین ۱ تا ۱۰۰۰ نویسه باشد`)
};

export const validation_grouphandle1 = /** @type {(inputs: Validation_Grouphandle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، شناسهٔ فدیورس باید بین ۱ تا ۳۰ نویسه باشد و فقط حروف کوچک لاتین، رقم و زیرخط داشته باشد.`)
};

export const validation_grouphandletaken2 = /** @type {(inputs: Validation_Grouphandletaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، این شناسهٔ فدیورس قبلاً گرفته شده است.`)
};

export const validation_groupid1 = /** @type {(inputs: Validation_Groupid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، شناسهٔ گروه باید بین ۱ تا ۳۰ نویسه باشد و فقط از حروف کوچک لاتین، ارقام و زیرخط (_) تشکیل شود.`)
};

export const validation_groupidtaken2 = /** @type {(inputs: Validation_Groupidtaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، این شناسهٔ گروه قبلاً گرفته شده است.`)
};

export const validation_groupname1 = /** @type {(inputs: Validation_Groupname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، نام گروه باید بین ۱ تا ۱۰۰ نویسه باشد`)
};

export const validation_groupupcomingevents2 = /** @type {(inputs: Validation_Groupupcomingevents2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر گروه حداکثر ۲۰۰ رویداد پیش‌رو می‌تواند داشته باشد. چند رویداد را حذف کنید، یا صبر کنید تا برخی از آن‌ها برگزار شوند.`)
};

export const validation_imagesize1 = /** @type {(inputs: Validation_Imagesize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حجم تصویر نباید بیش از ۵ MB باشد.`)
};

export const validation_imagetoolarge2 = /** @type {(inputs: Validation_Imagetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر بیش از حد بزرگ است (حداکثر ۴۰ مگاپیکسل).`)
};

export const validation_imagetype1 = /** @type {(inputs: Validation_Imagetype1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یک تصویر PNG یا JPEG انتخاب کنید.`)
};

export const validation_importurl1 = /** @type {(inputs: Validation_Importurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، پیوند نباید بیش از ۱۰۰ نویسه باشد`)
};

export const validation_latitude = /** @type {(inputs: Validation_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض جغرافیایی باید عددی بین ‎-۹۰ و ۹۰ باشد`)
};

export const validation_linkexpired1 = /** @type {(inputs: Validation_Linkexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این پیوند منقضی شده است. لطفاً برای دریافت پیوند جدید، نشانی ایمیل خود را دوباره در تنظیمات وارد کنید.`)
};

export const validation_locationpart1 = /** @type {(inputs: Validation_Locationpart1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، هر بخش از مکان باید بین ۱ تا ۱۰۰ نویسه باشد.`)
};

export const validation_login = /** @type {(inputs: Validation_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، نام کاربری باید بین ۳ تا ۳۰ نویسه باشد و فقط از حروف، ارقام و زیرخط (_) تشکیل شود.`)
};

export const validation_logintaken1 = /** @type {(inputs: Validation_Logintaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، این نام کاربری قبلاً گرفته شده است.`)
};

export const validation_longitude = /** @type {(inputs: Validation_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طول جغرافیایی باید عددی بین ‎-۱۸۰ و ۱۸۰ باشد`)
};

export const validation_meetingurl1 = /** @type {(inputs: Validation_Meetingurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیوند جلسه باید نشانی وبی باشد که با ‎http://‎ یا ‎https://‎ شروع می‌شود (حداکثر ۵۰۰ نویسه)`)
};

export const validation_messagingnotallowed2 = /** @type {(inputs: Validation_Messagingnotallowed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط به کسانی می‌توانید پیام بدهید که با آن‌ها در یک گروه عضو هستید، یا به کسی که اول خودش به شما پیام داده است.`)
};

export const validation_messagingself1 = /** @type {(inputs: Validation_Messagingself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمی‌توانید به خودتان پیام بدهید.`)
};

export const validation_messagingtoofast2 = /** @type {(inputs: Validation_Messagingtoofast2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیام‌ها را خیلی سریع می‌فرستید. لطفاً یک دقیقه صبر کنید و دوباره تلاش کنید.`)
};

export const validation_messagingyoublocked2 = /** @type {(inputs: Validation_Messagingyoublocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما این شخص را مسدود کرده‌اید. برای اینکه دوباره بتوانید به او پیام بدهید، در تنظیمات او را رفع مسدودیت کنید.`)
};

export const validation_moderationreason1 = /** @type {(inputs: Validation_Moderationreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لطفاً دلیلی با حداکثر ۵۰۰ نویسه بنویسید.`)
};

export const validation_near = /** @type {(inputs: Validation_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقطه باید به شکل عرض جغرافیایی و طول جغرافیایی، جداشده با ویرگول، نوشته شود؛ برای نمونه ‎49.2642,-123.1553`)
};

export const validation_nearorplace2 = /** @type {(inputs: Validation_Nearorplace2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جست‌وجو را یا نزدیک یک نقطه انجام دهید یا نزدیک یک مکان، نه هر دو`)
};

export const validation_newaccountstrangermessages3 = /** @type {(inputs: Validation_Newaccountstrangermessages3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب‌های کاربری تازه در هر ساعت فقط چند پیام می‌توانند برای کسانی بفرستند که هنوز پاسخی نداده‌اند.`)
};

export const validation_notaseries2 = /** @type {(inputs: Validation_Notaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`این رویداد بخشی از یک سری نیست.`)
};

export const validation_participantslimit1 = /** @type {(inputs: Validation_Participantslimit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سقف شرکت‌کنندگان باید عددی صحیح از ۰ تا ۱۰۰۰۰ باشد (۰ یعنی نامحدود)`)
};

export const validation_password = /** @type {(inputs: Validation_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، گذرواژه باید بین ۸ تا ۲۴ نویسه باشد و دست‌کم ۱ حرف بزرگ، ۱ رقم و ۱ نماد ویژه داشته باشد.`)
};

export const validation_passwordsdontmatch2 = /** @type {(inputs: Validation_Passwordsdontmatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، گذرواژه‌ها با هم یکسان نیستند.`)
};

export const validation_pinboth1 = /** @type {(inputs: Validation_Pinboth1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برای پین، یا هر دو مقدارِ عرض و طول جغرافیایی را وارد کنید یا هیچ‌کدام را`)
};

export const validation_reportagain1 = /** @type {(inputs: Validation_Reportagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شما قبلاً این مورد را گزارش کرده‌اید؛ ناظران ما آن را بررسی خواهند کرد.`)
};

export const validation_reportdetails1 = /** @type {(inputs: Validation_Reportdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جزئیات نباید بیش از ۲۰۰۰ نویسه باشد.`)
};

export const validation_reportreason1 = /** @type {(inputs: Validation_Reportreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یکی از دلیل‌های فهرست را انتخاب کنید.`)
};

export const validation_reportself1 = /** @type {(inputs: Validation_Reportself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمی‌توانید خودتان یا نوشته‌های خودتان را گزارش کنید.`)
};

export const validation_reportstoomany2 = /** @type {(inputs: Validation_Reportstoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`در یک ساعت گذشته گزارش‌های زیادی فرستاده‌اید.`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پر کردن این فیلد الزامی است`)
};

export const validation_searchrange1 = /** @type {(inputs: Validation_Searchrange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بازهٔ تاریخ باید بعد از شروعش تمام شود و حداکثر ۳۶۶ روز باشد`)
};

export const validation_searchtext1 = /** @type {(inputs: Validation_Searchtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، متن جست‌وجو نباید بیش از ۱۰۰ نویسه باشد`)
};

export const validation_searchwhen1 = /** @type {(inputs: Validation_Searchwhen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ‌ها باید به شکل ‎2026-12-05 یا ‎2026-12-05T18:00 نوشته شوند`)
};

export const validation_seriescount1 = /** @type {(inputs: Validation_Seriescount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر سری بین ۲ تا ۵۲ بار تکرار می‌شود.`)
};

export const validation_seriesend1 = /** @type {(inputs: Validation_Seriesend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشخص کنید سری کی تمام شود: در یک تاریخ معین یا پس از چند بار تکرار.`)
};

export const validation_seriesmorecount2 = /** @type {(inputs: Validation_Seriesmorecount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بین ۱ تا ۵۱ تاریخ دیگر اضافه کنید.`)
};

export const validation_seriesmoreend2 = /** @type {(inputs: Validation_Seriesmoreend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشخص کنید سری چگونه تمدید شود: با افزودن چند تاریخ یا تا یک تاریخ دیرتر.`)
};

export const validation_seriesmoreuntil2 = /** @type {(inputs: Validation_Seriesmoreuntil2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ پایان جدید باید بعد از آخرین تاریخ سری باشد و سری حداکثر ۵۲ رویداد پیش‌رو داشته باشد.`)
};

export const validation_seriesuntil1 = /** @type {(inputs: Validation_Seriesuntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ پایان باید بعد از نخستین رویداد باشد و سری حداکثر ۵۲ رویداد داشته باشد.`)
};

export const validation_suspenduntil1 = /** @type {(inputs: Validation_Suspenduntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پایان تعلیق باید تاریخ و ساعتی در آینده باشد.`)
};

export const validation_suspenduntilonlysuspend3 = /** @type {(inputs: Validation_Suspenduntilonlysuspend3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ پایان فقط برای تعلیق تعیین می‌شود.`)
};

export const validation_tag = /** @type {(inputs: Validation_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر برچسب یک واژه است، با حداکثر ۳۰ حرف، رقم، خط تیره یا زیرخط`)
};

export const validation_tags = /** @type {(inputs: Validation_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأسفیم، برچسب‌ها نباید بیش از ۱۰۰ نویسه باشند`)
};

export const validation_tagsrepeated1 = /** @type {(inputs: Validation_Tagsrepeated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هر برچسب فقط یک بار می‌تواند بیاید`)
};

export const validation_unknownplace1 = /** @type {(inputs: Validation_Unknownplace1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مکان ناشناخته: یکی از محله‌ها یا شهرهای فهرست‌شده را انتخاب کنید`)
};

export const validation_withinkm1 = /** @type {(inputs: Validation_Withinkm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فاصله باید عددی از ۱ تا ۱۰۰ کیلومتر باشد`)
};

export const validation_withinneedspoint2 = /** @type {(inputs: Validation_Withinneedspoint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فاصله به مبدئی برای اندازه‌گیری نیاز دارد: یک نقطه یا یک مکان`)
};