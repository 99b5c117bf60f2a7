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
	return /** @type {LocalizedString} */ (`ਇਹ ਖਾਤਾ ਮੁਅੱਤਲ ਹੈ। ਅਪੀਲ ਕਰਨ ਲਈ ${i?.email} 'ਤੇ ਲਿਖੋ।`)
};

export const auth_agreement = /** @type {(inputs: Auth_AgreementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਮੇਰੀ ਉਮਰ 18 ਸਾਲ ਜਾਂ ਇਸ ਤੋਂ ਵੱਧ ਹੈ ਅਤੇ ਮੈਂ ${i?.privacyPolicy} ਅਤੇ ${i?.termsOfService} ਨਾਲ ਸਹਿਮਤ ਹਾਂ।`)
};

export const auth_altcha_error = /** @type {(inputs: Auth_Altcha_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਂਚ ਨਹੀਂ ਹੋ ਸਕੀ। ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const auth_altcha_expired = /** @type {(inputs: Auth_Altcha_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਂਚ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਹੋ ਗਈ। ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const auth_altcha_label = /** @type {(inputs: Auth_Altcha_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂ ਰੋਬੋਟ ਨਹੀਂ ਹਾਂ`)
};

export const auth_altcha_link_label = /** @type {(inputs: Auth_Altcha_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altcha (ਅਧਿਕਾਰਤ ਵੈੱਬਸਾਈਟ)`)
};

export const auth_altcha_loading = /** @type {(inputs: Auth_Altcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ...`)
};

export const auth_altcha_protected_by = /** @type {(inputs: Auth_Altcha_Protected_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} ਦੁਆਰਾ ਸੁਰੱਖਿਅਤ`)
};

export const auth_altcha_required = /** @type {(inputs: Auth_Altcha_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਂਚ ਲੋੜੀਂਦੀ ਹੈ!`)
};

export const auth_altcha_verified = /** @type {(inputs: Auth_Altcha_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਂਚ ਪੂਰੀ ਹੋਈ`)
};

export const auth_altcha_verifying = /** @type {(inputs: Auth_Altcha_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਂਚ ਹੋ ਰਹੀ ਹੈ...`)
};

export const auth_altcha_wait = /** @type {(inputs: Auth_Altcha_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਂਚ ਹੋ ਰਹੀ ਹੈ... ਕਿਰਪਾ ਕਰਕੇ ਉਡੀਕ ਕਰੋ।`)
};

export const auth_captcha_loading = /** @type {(inputs: Auth_Captcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੈਪਚਾ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const auth_external_sign_in_failed = /** @type {(inputs: Auth_External_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਸ ਪ੍ਰਦਾਤਾ ਨਾਲ ਸਾਈਨ ਇਨ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const auth_generic_error = /** @type {(inputs: Auth_Generic_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੁਝ ਗ਼ਲਤ ਹੋ ਗਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਤੁਹਾਡਾ ਪਹਿਲਾਂ ਹੀ ਖਾਤਾ ਹੈ?`)
};

export const auth_hide_password = /** @type {(inputs: Auth_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਸਵਰਡ ਲੁਕਾਓ`)
};

export const auth_incorrect_credentials = /** @type {(inputs: Auth_Incorrect_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗ਼ਲਤ ਯੂਜ਼ਰਨੇਮ ਜਾਂ ਪਾਸਵਰਡ`)
};

export const auth_login_available = /** @type {(inputs: Auth_Login_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਯੂਜ਼ਰਨੇਮ ਉਪਲਬਧ ਹੈ।`)
};

export const auth_login_label = /** @type {(inputs: Auth_Login_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਯੂਜ਼ਰਨੇਮ`)
};

export const auth_login_rule = /** @type {(inputs: Auth_Login_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ, ਅੰਕ ਅਤੇ ਅੰਡਰਸਕੋਰ (_), 3–30 ਅੱਖਰ।`)
};

export const auth_no_account = /** @type {(inputs: Auth_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਤੁਹਾਡਾ ਖਾਤਾ ਨਹੀਂ ਹੈ?`)
};

export const auth_or_sign_in_with = /** @type {(inputs: Auth_Or_Sign_In_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਂ ਇਸ ਨਾਲ ਸਾਈਨ ਇਨ ਕਰੋ`)
};

export const auth_or_sign_up_with = /** @type {(inputs: Auth_Or_Sign_Up_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਂ ਇਸ ਨਾਲ ਸਾਈਨ ਅੱਪ ਕਰੋ`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8–24 ਅੱਖਰ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਇੱਕ ਛੋਟਾ ਅਤੇ ਇੱਕ ਵੱਡਾ ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ, ਇੱਕ ਅੰਕ ਅਤੇ @$!%*?& ਵਿੱਚੋਂ ਇੱਕ ਚਿੰਨ੍ਹ ਹੋਵੇ`)
};

export const auth_password_label = /** @type {(inputs: Auth_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਸਵਰਡ`)
};

export const auth_privacy_policy = /** @type {(inputs: Auth_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਰਦੇਦਾਰੀ ਨੀਤੀ`)
};

export const auth_show_password = /** @type {(inputs: Auth_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਸਵਰਡ ਦਿਖਾਓ`)
};

export const auth_sign_in = /** @type {(inputs: Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਇਨ ਕਰੋ`)
};

export const auth_sign_in_button = /** @type {(inputs: Auth_Sign_In_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਇਨ ਕਰੋ`)
};

export const auth_sign_in_subtitle = /** @type {(inputs: Auth_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜੀ ਆਇਆਂ ਨੂੰ! ਨੇੜੇ-ਤੇੜੇ ਕੀ ਹੋ ਰਿਹਾ ਹੈ, ਇਹ ਦੇਖਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ।`)
};

export const auth_sign_in_with = /** @type {(inputs: Auth_Sign_In_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} ਨਾਲ ਸਾਈਨ ਇਨ ਕਰੋ`)
};

export const auth_sign_up = /** @type {(inputs: Auth_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਅੱਪ ਕਰੋ`)
};

export const auth_sign_up_button = /** @type {(inputs: Auth_Sign_Up_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਅੱਪ ਕਰੋ`)
};

export const auth_sign_up_failed = /** @type {(inputs: Auth_Sign_Up_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤਾ ਨਹੀਂ ਬਣ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const auth_sign_up_now = /** @type {(inputs: Auth_Sign_Up_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੁਣੇ ਸਾਈਨ ਅੱਪ ਕਰੋ!`)
};

export const auth_sign_up_subtitle = /** @type {(inputs: Auth_Sign_Up_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣੇ ਨੇੜੇ ਦੇ ਲੋਕਾਂ ਨੂੰ ਮਿਲਣ ਲਈ Neighbourly ਨਾਲ ਜੁੜੋ। ਇਹ ਮੁਫ਼ਤ ਹੈ।`)
};

export const auth_sign_up_title = /** @type {(inputs: Auth_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣਾ ਖਾਤਾ ਬਣਾਓ`)
};

export const auth_sign_up_with = /** @type {(inputs: Auth_Sign_Up_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} ਨਾਲ ਸਾਈਨ ਅੱਪ ਕਰੋ`)
};

export const auth_signed_in = /** @type {(inputs: Auth_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਫਲਤਾਪੂਰਵਕ ਸਾਈਨ ਇਨ ਹੋ ਗਿਆ! ਮੁੱਖ ਪੰਨੇ 'ਤੇ ਲਿਜਾਇਆ ਜਾ ਰਿਹਾ ਹੈ...`)
};

export const auth_signed_up = /** @type {(inputs: Auth_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤਾ ਸਫਲਤਾਪੂਰਵਕ ਬਣ ਗਿਆ! ਸਾਈਨ ਇਨ ਹੋ ਰਿਹਾ ਹੈ...`)
};

export const auth_terms_of_service = /** @type {(inputs: Auth_Terms_Of_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ`)
};

export const auth_too_many_attempts = /** @type {(inputs: Auth_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਹੁਤ ਜ਼ਿਆਦਾ ਕੋਸ਼ਿਸ਼ਾਂ। ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਮਿੰਟ ਉਡੀਕ ਕਰੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

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

export const discovery_clear_filters = /** @type {(inputs: Discovery_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫਿਲਟਰ ਹਟਾਓ`)
};

export const discovery_clear_search = /** @type {(inputs: Discovery_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖੋਜ ਹਟਾਓ`)
};

export const discovery_dates_from = /** @type {(inputs: Discovery_Dates_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} ਤੋਂ`)
};

export const discovery_dates_until = /** @type {(inputs: Discovery_Dates_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} ਤੱਕ`)
};

export const discovery_events_document_title = /** @type {(inputs: Discovery_Events_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ: ${i?.search}`)
};

export const discovery_events_empty = /** @type {(inputs: Discovery_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਲੇ ਨੇੜੇ ਕੋਈ ਇਵੈਂਟ ਨਹੀਂ। ਪਹਿਲਾ ਇਵੈਂਟ ਤੁਸੀਂ ਬਣਾਓ!`)
};

export const discovery_events_empty_mine = /** @type {(inputs: Discovery_Events_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖੋਜ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਇਵੈਂਟ ਨਹੀਂ ਮਿਲਿਆ`)
};

export const discovery_events_empty_visitor = /** @type {(inputs: Discovery_Events_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਲੇ ਨੇੜੇ ਕੋਈ ਇਵੈਂਟ ਨਹੀਂ। ਸਾਈਨ ਇਨ ਕਰੋ ਅਤੇ ਪਹਿਲਾ ਇਵੈਂਟ ਤੁਸੀਂ ਬਣਾਓ!`)
};

export const discovery_events_found = /** @type {(inputs: Discovery_Events_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ਇਵੈਂਟ ਮਿਲਿਆ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਇਵੈਂਟ ਮਿਲੇ`);
	return /** @type {LocalizedString} */ ("discovery_events_found");
};

export const discovery_events_load_failed = /** @type {(inputs: Discovery_Events_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const discovery_events_loading = /** @type {(inputs: Discovery_Events_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const discovery_events_more_failed = /** @type {(inputs: Discovery_Events_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਇਵੈਂਟ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const discovery_events_nearby_list = /** @type {(inputs: Discovery_Events_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨੇੜਲੇ ਇਵੈਂਟ`)
};

export const discovery_events_nearby_title = /** @type {(inputs: Discovery_Events_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨੇੜਲੇ ਇਵੈਂਟ`)
};

export const discovery_events_no_match = /** @type {(inputs: Discovery_Events_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.search}” ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਆਉਣ ਵਾਲਾ ਇਵੈਂਟ ਨਹੀਂ।`)
};

export const discovery_events_none_found = /** @type {(inputs: Discovery_Events_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਇਵੈਂਟ ਨਹੀਂ ਮਿਲਿਆ`)
};

export const discovery_events_only_mine = /** @type {(inputs: Discovery_Events_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਮੇਰੇ ਗਰੁੱਪਾਂ ਦੇ ਇਵੈਂਟ ਦਿਖਾਓ`)
};

export const discovery_events_placeholder = /** @type {(inputs: Discovery_Events_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦਾ ਨਾਮ ਜਾਂ #ਟੈਗ`)
};

export const discovery_events_show_more = /** @type {(inputs: Discovery_Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਇਵੈਂਟ ਦਿਖਾਓ`)
};

export const discovery_filtered_empty = /** @type {(inputs: Discovery_Filtered_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹਨਾਂ ਫਿਲਟਰਾਂ ਨਾਲ ਕੁਝ ਨਹੀਂ ਮਿਲਿਆ।`)
};

export const discovery_filters_a_neighbourhood = /** @type {(inputs: Discovery_Filters_A_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਇਲਾਕਾ…`)
};

export const discovery_filters_any_distance = /** @type {(inputs: Discovery_Filters_Any_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਵੀ ਦੂਰੀ`)
};

export const discovery_filters_any_format = /** @type {(inputs: Discovery_Filters_Any_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਵੀ`)
};

export const discovery_filters_any_time = /** @type {(inputs: Discovery_Filters_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਵੀ ਸਮੇਂ`)
};

export const discovery_filters_button = /** @type {(inputs: Discovery_Filters_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫਿਲਟਰ`)
};

export const discovery_filters_button_count = /** @type {(inputs: Discovery_Filters_Button_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਫਿਲਟਰ (${i?.count})`)
};

export const discovery_filters_cancel = /** @type {(inputs: Discovery_Filters_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰੱਦ ਕਰੋ`)
};

export const discovery_filters_choose_neighbourhood = /** @type {(inputs: Discovery_Filters_Choose_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਇਲਾਕਾ ਚੁਣੋ`)
};

export const discovery_filters_clear_all = /** @type {(inputs: Discovery_Filters_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਭ ਹਟਾਓ`)
};

export const discovery_filters_distance = /** @type {(inputs: Discovery_Filters_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੂਰੀ`)
};

export const discovery_filters_events_title = /** @type {(inputs: Discovery_Filters_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਫਿਲਟਰ ਕਰੋ`)
};

export const discovery_filters_finding_location = /** @type {(inputs: Discovery_Filters_Finding_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਟਿਕਾਣਾ ਲੱਭਿਆ ਜਾ ਰਿਹਾ ਹੈ…`)
};

export const discovery_filters_first_day = /** @type {(inputs: Discovery_Filters_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਹਿਲਾ ਦਿਨ`)
};

export const discovery_filters_format = /** @type {(inputs: Discovery_Filters_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫਾਰਮੈਟ`)
};

export const discovery_filters_groups_title = /** @type {(inputs: Discovery_Filters_Groups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਫਿਲਟਰ ਕਰੋ`)
};

export const discovery_filters_home_not_set = /** @type {(inputs: Discovery_Filters_Home_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਲੇ ਸੈੱਟ ਨਹੀਂ।`)
};

export const discovery_filters_how_far = /** @type {(inputs: Discovery_Filters_How_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿੰਨੀ ਦੂਰ`)
};

export const discovery_filters_hybrid_hint = /** @type {(inputs: Discovery_Filters_Hybrid_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਈਬ੍ਰਿਡ ਇਵੈਂਟ ਦੋਵਾਂ ਵਿੱਚ ਗਿਣੇ ਜਾਂਦੇ ਹਨ।`)
};

export const discovery_filters_last_day = /** @type {(inputs: Discovery_Filters_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਖ਼ਰੀ ਦਿਨ`)
};

export const discovery_filters_location_found = /** @type {(inputs: Discovery_Filters_Location_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਟਿਕਾਣਾ ਮਿਲ ਗਿਆ ਹੈ।`)
};

export const discovery_filters_map_area = /** @type {(inputs: Discovery_Filters_Map_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਕਸ਼ੇ 'ਤੇ ਚੁਣਿਆ ਖੇਤਰ`)
};

export const discovery_filters_measured_from = /** @type {(inputs: Discovery_Filters_Measured_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੂਰੀ ਕਿੱਥੋਂ ਮਾਪੀ ਜਾਵੇ`)
};

export const discovery_filters_my_location = /** @type {(inputs: Discovery_Filters_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰਾ ਟਿਕਾਣਾ`)
};

export const discovery_filters_my_neighbourhood = /** @type {(inputs: Discovery_Filters_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰਾ ਇਲਾਕਾ`)
};

export const discovery_filters_my_neighbourhood_named = /** @type {(inputs: Discovery_Filters_My_Neighbourhood_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਮੇਰਾ ਇਲਾਕਾ (${i?.place})`)
};

export const discovery_filters_neighbourhood = /** @type {(inputs: Discovery_Filters_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਲਾਕਾ`)
};

export const discovery_filters_pick_dates = /** @type {(inputs: Discovery_Filters_Pick_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਿਤੀਆਂ ਚੁਣੋ`)
};

export const discovery_filters_set_home_in_settings = /** @type {(inputs: Discovery_Filters_Set_Home_In_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਆਪਣਾ ਇਲਾਕਾ ਸੈੱਟ ਕਰੋ`)
};

export const discovery_filters_show_events = /** @type {(inputs: Discovery_Filters_Show_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦਿਖਾਓ`)
};

export const discovery_filters_show_groups = /** @type {(inputs: Discovery_Filters_Show_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦਿਖਾਓ`)
};

export const discovery_filters_when = /** @type {(inputs: Discovery_Filters_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਦੋਂ`)
};

export const discovery_filters_within_km = /** @type {(inputs: Discovery_Filters_Within_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.km} ਕਿ.ਮੀ. ਦੇ ਅੰਦਰ`)
};

export const discovery_format_in_person = /** @type {(inputs: Discovery_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਹਮੋ-ਸਾਹਮਣੇ`)
};

export const discovery_format_online = /** @type {(inputs: Discovery_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਔਨਲਾਈਨ`)
};

export const discovery_groups_document_title = /** @type {(inputs: Discovery_Groups_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ: ${i?.search}`)
};

export const discovery_groups_empty = /** @type {(inputs: Discovery_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਲੇ ਨੇੜੇ ਕੋਈ ਗਰੁੱਪ ਨਹੀਂ। ਪਹਿਲਾ ਗਰੁੱਪ ਤੁਸੀਂ ਬਣਾਓ!`)
};

export const discovery_groups_empty_mine = /** @type {(inputs: Discovery_Groups_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖੋਜ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਗਰੁੱਪ ਨਹੀਂ ਮਿਲਿਆ`)
};

export const discovery_groups_empty_visitor = /** @type {(inputs: Discovery_Groups_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਲੇ ਨੇੜੇ ਕੋਈ ਗਰੁੱਪ ਨਹੀਂ। ਸਾਈਨ ਇਨ ਕਰੋ ਅਤੇ ਪਹਿਲਾ ਗਰੁੱਪ ਤੁਸੀਂ ਬਣਾਓ!`)
};

export const discovery_groups_found = /** @type {(inputs: Discovery_Groups_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ਗਰੁੱਪ ਮਿਲਿਆ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਗਰੁੱਪ ਮਿਲੇ`);
	return /** @type {LocalizedString} */ ("discovery_groups_found");
};

export const discovery_groups_load_failed = /** @type {(inputs: Discovery_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const discovery_groups_loading = /** @type {(inputs: Discovery_Groups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const discovery_groups_more_failed = /** @type {(inputs: Discovery_Groups_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਗਰੁੱਪ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const discovery_groups_nearby_list = /** @type {(inputs: Discovery_Groups_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨੇੜਲੇ ਗਰੁੱਪ`)
};

export const discovery_groups_nearby_title = /** @type {(inputs: Discovery_Groups_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨੇੜਲੇ ਗਰੁੱਪ`)
};

export const discovery_groups_no_match = /** @type {(inputs: Discovery_Groups_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.search}” ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਗਰੁੱਪ ਨਹੀਂ।`)
};

export const discovery_groups_none_found = /** @type {(inputs: Discovery_Groups_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਗਰੁੱਪ ਨਹੀਂ ਮਿਲਿਆ`)
};

export const discovery_groups_only_mine = /** @type {(inputs: Discovery_Groups_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਮੇਰੇ ਗਰੁੱਪ ਦਿਖਾਓ`)
};

export const discovery_groups_placeholder = /** @type {(inputs: Discovery_Groups_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦਾ ਨਾਮ ਜਾਂ #ਟੈਗ`)
};

export const discovery_groups_show_more = /** @type {(inputs: Discovery_Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਗਰੁੱਪ ਦਿਖਾਓ`)
};

export const discovery_home_missing = /** @type {(inputs: Discovery_Home_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਇਲਾਕਾ ਸੈੱਟ ਨਹੀਂ ਹੈ, ਇਸ ਲਈ ਦੂਰੀ ਲਾਗੂ ਨਹੀਂ ਕੀਤੀ ਗਈ।`)
};

export const discovery_home_missing_settings_link = /** @type {(inputs: Discovery_Home_Missing_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਸੈੱਟ ਕਰੋ`)
};

export const discovery_home_missing_visitor = /** @type {(inputs: Discovery_Home_Missing_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣੇ ਇਲਾਕੇ ਦੇ ਨੇੜੇ ਖੋਜਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ; ਦੂਰੀ ਲਾਗੂ ਨਹੀਂ ਕੀਤੀ ਗਈ।`)
};

export const discovery_km_away = /** @type {(inputs: Discovery_Km_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} ਕਿ.ਮੀ. ਦੂਰ`)
};

export const discovery_location_denied = /** @type {(inputs: Discovery_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਬ੍ਰਾਊਜ਼ਰ ਨੇ ਤੁਹਾਡਾ ਟਿਕਾਣਾ ਸਾਂਝਾ ਨਹੀਂ ਕੀਤਾ। ਬ੍ਰਾਊਜ਼ਰ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਇਸ ਸਾਈਟ ਨੂੰ ਟਿਕਾਣਾ ਵਰਤਣ ਦੀ ਇਜਾਜ਼ਤ ਦਿਓ, ਜਾਂ ਇਸ ਦੀ ਬਜਾਏ ਕੋਈ ਇਲਾਕਾ ਚੁਣੋ।`)
};

export const discovery_location_failed = /** @type {(inputs: Discovery_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਟਿਕਾਣਾ ਇਸ ਵੇਲੇ ਨਹੀਂ ਲੱਭ ਸਕਿਆ। ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ, ਜਾਂ ਇਸ ਦੀ ਬਜਾਏ ਕੋਈ ਇਲਾਕਾ ਚੁਣੋ।`)
};

export const discovery_location_unsupported = /** @type {(inputs: Discovery_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਬ੍ਰਾਊਜ਼ਰ ਆਪਣਾ ਟਿਕਾਣਾ ਨਹੀਂ ਦੱਸ ਸਕਦਾ। ਇਸ ਦੀ ਬਜਾਏ ਕੋਈ ਇਲਾਕਾ ਚੁਣੋ।`)
};

export const discovery_map_close = /** @type {(inputs: Discovery_Map_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੰਦ ਕਰੋ`)
};

export const discovery_map_event_card = /** @type {(inputs: Discovery_Map_Event_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਨਕਸ਼ੇ 'ਤੇ ਇਵੈਂਟ: ${i?.name}`)
};

export const discovery_map_events_shown = /** @type {(inputs: Discovery_Map_Events_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});return /** @type {LocalizedString} */ (`ਨਕਸ਼ੇ 'ਤੇ ${i?.count} ਇਵੈਂਟ`)
};

export const discovery_map_label = /** @type {(inputs: Discovery_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਿਲੇ ਇਵੈਂਟਾਂ ਦਾ ਨਕਸ਼ਾ`)
};

export const discovery_map_loading = /** @type {(inputs: Discovery_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਕਸ਼ਾ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const discovery_map_not_shown = /** @type {(inputs: Discovery_Map_Not_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} ਔਨਲਾਈਨ ਜਾਂ ਬਿਨਾਂ ਥਾਂ ਵਾਲੇ ਨਹੀਂ ਦਿਖਾਏ ਗਏ`)
};

export const discovery_map_search_area = /** @type {(inputs: Discovery_Map_Search_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਖੇਤਰ ਵਿੱਚ ਖੋਜੋ`)
};

export const discovery_problem_dates_order = /** @type {(inputs: Discovery_Problem_Dates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਖ਼ਰੀ ਦਿਨ ਪਹਿਲੇ ਦਿਨ ਵਾਲਾ ਜਾਂ ਉਸ ਤੋਂ ਬਾਅਦ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।`)
};

export const discovery_problem_dates_too_long = /** @type {(inputs: Discovery_Problem_Dates_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵੱਧ ਤੋਂ ਵੱਧ ਇੱਕ ਸਾਲ ਦੀਆਂ ਮਿਤੀਆਂ ਚੁਣੋ।`)
};

export const discovery_problem_no_dates = /** @type {(inputs: Discovery_Problem_No_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਹਿਲਾ ਦਿਨ, ਆਖ਼ਰੀ ਦਿਨ, ਜਾਂ ਦੋਵੇਂ ਚੁਣੋ।`)
};

export const discovery_problem_no_home = /** @type {(inputs: Discovery_Problem_No_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਹਿਲਾਂ ਆਪਣਾ ਇਲਾਕਾ ਸੈੱਟ ਕਰੋ।`)
};

export const discovery_problem_no_location = /** @type {(inputs: Discovery_Problem_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਟਿਕਾਣਾ ਹਾਲੇ ਪਤਾ ਨਹੀਂ ਹੈ।`)
};

export const discovery_problem_no_origin = /** @type {(inputs: Discovery_Problem_No_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਚੁਣੋ ਕਿ ਦੂਰੀ ਕਿੱਥੋਂ ਮਾਪੀ ਜਾਵੇ।`)
};

export const discovery_problem_no_place = /** @type {(inputs: Discovery_Problem_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਇਲਾਕਾ ਚੁਣੋ।`)
};

export const discovery_search_events = /** @type {(inputs: Discovery_Search_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਖੋਜੋ`)
};

export const discovery_search_events_subtitle = /** @type {(inputs: Discovery_Search_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਾਮ ਜਾਂ #ਟੈਗ ਨਾਲ ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ, ਸਭ ਤੋਂ ਪਹਿਲਾਂ ਹੋਣ ਵਾਲੇ ਉੱਪਰ।`)
};

export const discovery_search_groups = /** @type {(inputs: Discovery_Search_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਖੋਜੋ`)
};

export const discovery_search_groups_subtitle = /** @type {(inputs: Discovery_Search_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਾਮ ਜਾਂ #ਟੈਗ ਨਾਲ ਗਰੁੱਪ, ਸਭ ਤੋਂ ਸਰਗਰਮ ਉੱਪਰ।`)
};

export const discovery_try_again = /** @type {(inputs: Discovery_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ`)
};

export const discovery_view_label = /** @type {(inputs: Discovery_View_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਇਸ ਤਰ੍ਹਾਂ ਦਿਖਾਓ`)
};

export const discovery_view_list = /** @type {(inputs: Discovery_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੂਚੀ`)
};

export const discovery_view_map = /** @type {(inputs: Discovery_View_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਕਸ਼ਾ`)
};

export const discovery_when_next_week = /** @type {(inputs: Discovery_When_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਗਲੇ ਹਫ਼ਤੇ`)
};

export const discovery_when_this_week = /** @type {(inputs: Discovery_When_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਹਫ਼ਤੇ`)
};

export const discovery_when_today = /** @type {(inputs: Discovery_When_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅੱਜ`)
};

export const discovery_when_tomorrow = /** @type {(inputs: Discovery_When_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੱਲ੍ਹ`)
};

export const discovery_when_weekend = /** @type {(inputs: Discovery_When_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਵੀਕਐਂਡ`)
};

export const discovery_within_km_of_a_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_A_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਇਲਾਕੇ ਤੋਂ ${i?.km} ਕਿ.ਮੀ. ਦੇ ਅੰਦਰ`)
};

export const discovery_within_km_of_map_area = /** @type {(inputs: Discovery_Within_Km_Of_Map_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਨਕਸ਼ੇ ਵਾਲੇ ਖੇਤਰ ਤੋਂ ${i?.km} ਕਿ.ਮੀ. ਦੇ ਅੰਦਰ`)
};

export const discovery_within_km_of_my_location = /** @type {(inputs: Discovery_Within_Km_Of_My_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਮੇਰੇ ਟਿਕਾਣੇ ਤੋਂ ${i?.km} ਕਿ.ਮੀ. ਦੇ ਅੰਦਰ`)
};

export const discovery_within_km_of_my_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_My_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਮੇਰੇ ਇਲਾਕੇ ਤੋਂ ${i?.km} ਕਿ.ਮੀ. ਦੇ ਅੰਦਰ`)
};

export const discovery_within_km_of_place = /** @type {(inputs: Discovery_Within_Km_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place} ਤੋਂ ${i?.km} ਕਿ.ਮੀ. ਦੇ ਅੰਦਰ`)
};

export const events_add_a_comment = /** @type {(inputs: Events_Add_A_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਜੋੜੋ`)
};

export const events_add_comment = /** @type {(inputs: Events_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਜੋੜੋ`)
};

export const events_add_count = /** @type {(inputs: Events_Add_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੁਝ ਮਿਤੀਆਂ ਜੋੜੋ`)
};

export const events_add_pin = /** @type {(inputs: Events_Add_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿੰਨ ਜੋੜੋ`)
};

export const events_add_to_calendar = /** @type {(inputs: Events_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੈਲੰਡਰ ਵਿੱਚ ਜੋੜੋ`)
};

export const events_address = /** @type {(inputs: Events_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਤਾ`)
};

export const events_address_hint = /** @type {(inputs: Events_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਵੇਂ 2305 Cornwall Ave, ਜਾਂ ਕੋਈ ਮਸ਼ਹੂਰ ਥਾਂ`)
};

export const events_address_matches = /** @type {(inputs: Events_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਿਲਦੇ ਪਤੇ`)
};

export const events_address_search_down = /** @type {(inputs: Events_Address_Search_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਤਾ ਖੋਜ ਇਸ ਵੇਲੇ ਕੰਮ ਨਹੀਂ ਕਰ ਰਹੀ: ਹੱਥ ਨਾਲ ਪਿੰਨ ਲਾਓ ਜਾਂ ਕਿਸੇ ਥਾਂ ਨੂੰ ਕੇਂਦਰ ਵਿੱਚ ਰੱਖੋ।`)
};

export const events_after_count = /** @type {(inputs: Events_After_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੁਝ ਇਵੈਂਟਾਂ ਤੋਂ ਬਾਅਦ`)
};

export const events_attend_event = /** @type {(inputs: Events_Attend_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ`)
};

export const events_attendees_limit = /** @type {(inputs: Events_Attendees_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਭਾਗੀਦਾਰਾਂ ਦੀ ਸੀਮਾ: ${i?.limit}`)
};

export const events_attendees_limit_unlimited = /** @type {(inputs: Events_Attendees_Limit_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਗੀਦਾਰਾਂ ਦੀ ਸੀਮਾ: ਕੋਈ ਸੀਮਾ ਨਹੀਂ`)
};

export const events_attending_note = /** @type {(inputs: Events_Attending_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਇਵੈਂਟ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹੋ।`)
};

export const events_back_to = /** @type {(inputs: Events_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 'ਤੇ ਵਾਪਸ ਜਾਓ`)
};

export const events_browse_files = /** @type {(inputs: Events_Browse_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫ਼ਾਈਲਾਂ ਦੇਖੋ`)
};

export const events_cancel = /** @type {(inputs: Events_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰੱਦ ਕਰੋ`)
};

export const events_cancelled = /** @type {(inputs: Events_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਰੱਦ ਕਰ ਦਿੱਤਾ ਗਿਆ ਹੈ।`)
};

export const events_cannot_comment = /** @type {(inputs: Events_Cannot_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਗਰੁੱਪ ਦੇ ਇਵੈਂਟਾਂ 'ਤੇ ਟਿੱਪਣੀ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const events_centre_on = /** @type {(inputs: Events_Centre_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੇਂਦਰ ਵਿੱਚ ਰੱਖੋ`)
};

export const events_changed_both = /** @type {(inputs: Events_Changed_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਬਦਲਿਆ ਗਿਆ ਹੈ: ਹੁਣ ${i?.time} ਨੂੰ ${i?.location} ਵਿਖੇ`)
};

export const events_changed_place = /** @type {(inputs: Events_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਬਦਲਿਆ ਗਿਆ ਹੈ: ਹੁਣ ${i?.location} ਵਿਖੇ`)
};

export const events_changed_time = /** @type {(inputs: Events_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਬਦਲਿਆ ਗਿਆ ਹੈ: ਹੁਣ ${i?.time}`)
};

export const events_choose_another_file = /** @type {(inputs: Events_Choose_Another_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਹੋਰ ਫ਼ਾਈਲ ਚੁਣੋ`)
};

export const events_choose_cover = /** @type {(inputs: Events_Choose_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਚੁਣੋ`)
};

export const events_choose_image = /** @type {(inputs: Events_Choose_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤਸਵੀਰ ਚੁਣੋ`)
};

export const events_choose_place = /** @type {(inputs: Events_Choose_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਥਾਂ ਚੁਣੋ`)
};

export const events_comment_from_fediverse = /** @type {(inputs: Events_Comment_From_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ ਤੋਂ`)
};

export const events_comment_hint = /** @type {(inputs: Events_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਿਮਰਤਾ ਰੱਖੋ: ਇਵੈਂਟ ਦੇਖ ਸਕਣ ਵਾਲਾ ਹਰ ਕੋਈ ਇਸਨੂੰ ਪੜ੍ਹਦਾ ਹੈ।`)
};

export const events_comment_label = /** @type {(inputs: Events_Comment_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ`)
};

export const events_comment_options = /** @type {(inputs: Events_Comment_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਦੇ ਵਿਕਲਪ`)
};

export const events_comments_load_failed = /** @type {(inputs: Events_Comments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀਆਂ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀਆਂ।`)
};

export const events_copy_subtitle = /** @type {(inputs: Events_Copy_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਦੀ ਕਾਪੀ, ਇੱਕ ਹਫ਼ਤਾ ਅੱਗੇ: ਮਿਤੀਆਂ ਜਾਂਚੋ। * ਵਾਲੇ ਖ਼ਾਨੇ ਲਾਜ਼ਮੀ ਹਨ।`)
};

export const events_count_hint = /** @type {(inputs: Events_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਇੱਕ ਆਪਣਾ ਵੱਖਰਾ ਇਵੈਂਟ ਹੈ, ਆਪਣੇ ਸ਼ਾਮਲ ਹੋਣ ਵਾਲਿਆਂ ਨਾਲ। ਵੱਧ ਤੋਂ ਵੱਧ ${i?.max}।`)
};

export const events_cover_alt = /** @type {(inputs: Events_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਦੀ ਕਵਰ ਤਸਵੀਰ`)
};

export const events_cover_file = /** @type {(inputs: Events_Cover_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਦੀ ਫ਼ਾਈਲ`)
};

export const events_cover_preview_alt = /** @type {(inputs: Events_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਚੁਣੀ ਗਈ ਕਵਰ ਤਸਵੀਰ ਦੀ ਝਲਕ`)
};

export const events_cover_repeats = /** @type {(inputs: Events_Cover_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ। ਨਵਾਂ ਕਵਰ ਇਸ ਲਈ ਵਰਤੋ:`)
};

export const events_create_another = /** @type {(inputs: Events_Create_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਵਰਗਾ ਹੋਰ ਬਣਾਓ`)
};

export const events_create_event = /** @type {(inputs: Events_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਬਣਾਓ`)
};

export const events_create_title = /** @type {(inputs: Events_Create_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ${i?.group} ਲਈ ਇਵੈਂਟ ਬਣਾਓ ਜਾਂ ਇੰਪੋਰਟ ਕਰੋ`)
};

export const events_current_cover_alt = /** @type {(inputs: Events_Current_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੌਜੂਦਾ ਕਵਰ ਤਸਵੀਰ`)
};

export const events_current_cover_stays = /** @type {(inputs: Events_Current_Cover_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦ ਤੱਕ ਤੁਸੀਂ ਨਵੀਂ ਨਹੀਂ ਚੁਣਦੇ, ਮੌਜੂਦਾ ਕਵਰ ਤਸਵੀਰ ਰਹੇਗੀ।`)
};

export const events_dates_to_add = /** @type {(inputs: Events_Dates_To_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜੋੜਨ ਲਈ ਮਿਤੀਆਂ`)
};

export const events_delete_comment = /** @type {(inputs: Events_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਮਿਟਾਓ`)
};

export const events_delete_comment_question = /** @type {(inputs: Events_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਤੁਸੀਂ ਪੱਕਾ ਇਹ ਟਿੱਪਣੀ ਮਿਟਾਉਣਾ ਚਾਹੁੰਦੇ ਹੋ? ਇਹ ਕਾਰਵਾਈ ਵਾਪਸ ਨਹੀਂ ਹੋ ਸਕਦੀ।`)
};

export const events_delete_event = /** @type {(inputs: Events_Delete_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਮਿਟਾਓ`)
};

export const events_delete_question = /** @type {(inputs: Events_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਤੁਸੀਂ ਪੱਕਾ ਇਹ ਇਵੈਂਟ ਮਿਟਾਉਣਾ ਚਾਹੁੰਦੇ ਹੋ? ਇਹ ਕਾਰਵਾਈ ਵਾਪਸ ਨਹੀਂ ਹੋ ਸਕਦੀ।`)
};

export const events_delete_which = /** @type {(inputs: Events_Delete_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਹੜੇ ਇਵੈਂਟ ਮਿਟਾਉਣੇ ਹਨ`)
};

export const events_description_hint = /** @type {(inputs: Events_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਕੀ ਕਰੋਗੇ, ਕੀ ਲਿਆਉਣਾ ਹੈ, ਕੌਣ ਆ ਸਕਦਾ ਹੈ।`)
};

export const events_description_label = /** @type {(inputs: Events_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵੇਰਵਾ`)
};

export const events_details_for_group_members = /** @type {(inputs: Events_Details_For_Group_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵੇਰਵੇ ਗਰੁੱਪ ਮੈਂਬਰਾਂ ਲਈ`)
};

export const events_details_for_members = /** @type {(inputs: Events_Details_For_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਇਸ ਇਵੈਂਟ ਦੇ ਵੇਰਵੇ ${i?.group} ਦੇ ਮੈਂਬਰਾਂ ਲਈ ਹਨ।`)
};

export const events_directions = /** @type {(inputs: Events_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਸਤਾ`)
};

export const events_directions_new_tab = /** @type {(inputs: Events_Directions_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਸਤਾ (ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)`)
};

export const events_doc_title = /** @type {(inputs: Events_Doc_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ`)
};

export const events_does_not_repeat = /** @type {(inputs: Events_Does_Not_RepeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੁਹਰਾਇਆ ਨਹੀਂ ਜਾਂਦਾ`)
};

export const events_download_csv = /** @type {(inputs: Events_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV ਡਾਊਨਲੋਡ ਕਰੋ`)
};

export const events_duplicate = /** @type {(inputs: Events_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦੀ ਕਾਪੀ ਬਣਾਓ`)
};

export const events_edit_comment = /** @type {(inputs: Events_Edit_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਸੋਧੋ`)
};

export const events_edit_doc_title = /** @type {(inputs: Events_Edit_Doc_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਸੋਧੋ`)
};

export const events_edit_event = /** @type {(inputs: Events_Edit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਸੋਧੋ`)
};

export const events_edit_recurring = /** @type {(inputs: Events_Edit_RecurringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੁਹਰਾਇਆ ਜਾਣ ਵਾਲਾ ਇਵੈਂਟ ਸੋਧੋ`)
};

export const events_edit_your_comment = /** @type {(inputs: Events_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣੀ ਟਿੱਪਣੀ ਸੋਧੋ`)
};

export const events_edited = /** @type {(inputs: Events_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ਸੋਧੀ ਗਈ)`)
};

export const events_edited_at = /** @type {(inputs: Events_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} ਨੂੰ ਸੋਧੀ ਗਈ`)
};

export const events_end_label = /** @type {(inputs: Events_End_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਮਾਪਤੀ ਮਿਤੀ ਅਤੇ ਸਮਾਂ`)
};

export const events_ended = /** @type {(inputs: Events_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖ਼ਤਮ`)
};

export const events_ended_note = /** @type {(inputs: Events_Ended_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਖ਼ਤਮ ਹੋ ਗਿਆ ਹੈ।`)
};

export const events_ends = /** @type {(inputs: Events_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖ਼ਤਮ ਹੁੰਦਾ ਹੈ`)
};

export const events_explore = /** @type {(inputs: Events_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਲੱਭੋ`)
};

export const events_faces_label = /** @type {(inputs: Events_Faces_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ਸ਼ਾਮਲ ਹੋ ਰਿਹਾ ਹੈ: ${i?.names}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹਨ: ${i?.names}`);
	return /** @type {LocalizedString} */ ("events_faces_label");
};

export const events_faces_label_more = /** @type {(inputs: Events_Faces_Label_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ਸ਼ਾਮਲ ਹੋ ਰਿਹਾ ਹੈ: ${i?.names} ਅਤੇ ${i?.more} ਹੋਰ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹਨ: ${i?.names} ਅਤੇ ${i?.more} ਹੋਰ`);
	return /** @type {LocalizedString} */ ("events_faces_label_more");
};

export const events_format = /** @type {(inputs: Events_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫਾਰਮੈਟ`)
};

export const events_format_fact_hybrid = /** @type {(inputs: Events_Format_Fact_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਈਬ੍ਰਿਡ: ਆਹਮੋ-ਸਾਹਮਣੇ ਅਤੇ ਔਨਲਾਈਨ`)
};

export const events_format_fact_online = /** @type {(inputs: Events_Format_Fact_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਔਨਲਾਈਨ ਇਵੈਂਟ`)
};

export const events_format_hint_hybrid = /** @type {(inputs: Events_Format_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੋਕ ਹੇਠਾਂ ਦਿੱਤੇ ਟਿਕਾਣੇ 'ਤੇ ਮਿਲਦੇ ਹਨ, ਜਾਂ ਮੀਟਿੰਗ ਲਿੰਕ ਰਾਹੀਂ ਜੁੜਦੇ ਹਨ।`)
};

export const events_format_hint_in_person = /** @type {(inputs: Events_Format_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੋਕ ਹੇਠਾਂ ਦਿੱਤੇ ਟਿਕਾਣੇ 'ਤੇ ਮਿਲਦੇ ਹਨ।`)
};

export const events_format_hint_online = /** @type {(inputs: Events_Format_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੋਕ ਮੀਟਿੰਗ ਲਿੰਕ ਰਾਹੀਂ ਜੁੜਦੇ ਹਨ।`)
};

export const events_format_hybrid = /** @type {(inputs: Events_Format_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਈਬ੍ਰਿਡ`)
};

export const events_format_in_person = /** @type {(inputs: Events_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਹਮੋ-ਸਾਹਮਣੇ`)
};

export const events_format_online = /** @type {(inputs: Events_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਔਨਲਾਈਨ`)
};

export const events_frequency_biweekly = /** @type {(inputs: Events_Frequency_BiweeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਰ 2 ਹਫ਼ਤੇ`)
};

export const events_frequency_monthly = /** @type {(inputs: Events_Frequency_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਹੀਨਾਵਾਰ`)
};

export const events_frequency_weekly = /** @type {(inputs: Events_Frequency_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਫ਼ਤਾਵਾਰੀ`)
};

export const events_full_note = /** @type {(inputs: Events_Full_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਭਰ ਗਿਆ ਹੈ: ਨਵੇਂ ਸ਼ਾਮਲ ਹੋਣ ਵਾਲੇ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਜਾਂਦੇ ਹਨ।`)
};

export const events_go_to_event = /** @type {(inputs: Events_Go_To_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦੇ ਪੰਨੇ 'ਤੇ ਜਾਓ`)
};

export const events_go_to_group = /** @type {(inputs: Events_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ ਪੰਨੇ 'ਤੇ ਜਾਓ`)
};

export const events_group_owner_suffix = /** @type {(inputs: Events_Group_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (ਗਰੁੱਪ ਦਾ ਮਾਲਕ)`)
};

export const events_hand_over_button = /** @type {(inputs: Events_Hand_Over_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਹੋਰ ਮੇਜ਼ਬਾਨ ਨੂੰ ਸੌਂਪੋ`)
};

export const events_hand_over_confirm = /** @type {(inputs: Events_Hand_Over_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੌਂਪੋ`)
};

export const events_hand_over_title = /** @type {(inputs: Events_Hand_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਸੌਂਪੋ`)
};

export const events_host_tools = /** @type {(inputs: Events_Host_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਜ਼ਬਾਨ ਦੇ ਟੂਲ`)
};

export const events_hosted_by = /** @type {(inputs: Events_Hosted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਮੇਜ਼ਬਾਨ: ${i?.name}`)
};

export const events_hosted_by_ask = /** @type {(inputs: Events_Hosted_By_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਦੇ ਮੇਜ਼ਬਾਨ ${i?.host} ਹਨ। ਜੇ ਕੁਝ ਬਦਲਣ ਦੀ ਲੋੜ ਹੈ ਤਾਂ ਉਨ੍ਹਾਂ ਨੂੰ ਪੁੱਛੋ।`)
};

export const events_hosted_by_more = /** @type {(inputs: Events_Hosted_By_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ਮੇਜ਼ਬਾਨ: ${i?.name} ਅਤੇ ${i?.count} ਹੋਰ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`ਮੇਜ਼ਬਾਨ: ${i?.name} ਅਤੇ ${i?.count} ਹੋਰ`);
	return /** @type {LocalizedString} */ ("events_hosted_by_more");
};

export const events_hosts_load_failed = /** @type {(inputs: Events_Hosts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ ਮੇਜ਼ਬਾਨ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const events_import_button = /** @type {(inputs: Events_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੌਜੂਦਾ Meetup ਇਵੈਂਟ ਨਾਲ ਭਰੋ`)
};

export const events_import_form_label = /** @type {(inputs: Events_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup ਇਵੈਂਟ ਇੰਪੋਰਟ ਕਰੋ`)
};

export const events_import_hint = /** @type {(inputs: Events_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉੱਪਰ ਸਿਰਲੇਖ, ਵੇਰਵਾ, ਟਿਕਾਣਾ ਅਤੇ ਸ਼ੁਰੂਆਤ ਭਰਦਾ ਹੈ; ਸਮਾਪਤੀ ਸ਼ੁਰੂਆਤ ਤੋਂ 4 ਘੰਟੇ ਬਾਅਦ ਰੱਖੀ ਜਾਂਦੀ ਹੈ।`)
};

export const events_import_url_label = /** @type {(inputs: Events_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup ਇਵੈਂਟ ਦਾ ਲਿੰਕ`)
};

export const events_join_group_and_attend = /** @type {(inputs: Events_Join_Group_And_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ ਅਤੇ ਆਓ`)
};

export const events_join_group_and_waitlist = /** @type {(inputs: Events_Join_Group_And_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਅਤੇ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ`)
};

export const events_join_online = /** @type {(inputs: Events_Join_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਔਨਲਾਈਨ ਜੁੜੋ`)
};

export const events_join_to_see = /** @type {(inputs: Events_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਦੇਖਣ ਲਈ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ।`)
};

export const events_join_waitlist = /** @type {(inputs: Events_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ`)
};

export const events_last_date = /** @type {(inputs: Events_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਖ਼ਰੀ ਮਿਤੀ`)
};

export const events_leave_event = /** @type {(inputs: Events_Leave_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਛੱਡੋ`)
};

export const events_leave_group_gives_up = /** @type {(inputs: Events_Leave_Group_Gives_UpInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ${i?.count} ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ ਵਿੱਚ ਆਪਣੀ ਸੀਟ ਵੀ ਛੱਡ ਦਿਓਗੇ।`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ${i?.count} ਆਉਣ ਵਾਲੇ ਇਵੈਂਟਾਂ ਵਿੱਚ ਆਪਣੀ ਸੀਟ ਵੀ ਛੱਡ ਦਿਓਗੇ।`);
	return /** @type {LocalizedString} */ ("events_leave_group_gives_up");
};

export const events_leave_group_question = /** @type {(inputs: Events_Leave_Group_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਤੁਸੀਂ ਪੱਕਾ ਇਹ ਗਰੁੱਪ ਛੱਡਣਾ ਚਾਹੁੰਦੇ ਹੋ?`)
};

export const events_leave_waitlist = /** @type {(inputs: Events_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਡੀਕ ਸੂਚੀ ਛੱਡੋ`)
};

export const events_link_for_going = /** @type {(inputs: Events_Link_For_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੀਟਿੰਗ ਲਿੰਕ ਸ਼ਾਮਲ ਹੋਣ ਵਾਲਿਆਂ ਨੂੰ ਦਿਖਾਇਆ ਜਾਂਦਾ ਹੈ।`)
};

export const events_loading_comments = /** @type {(inputs: Events_Loading_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀਆਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ`)
};

export const events_loading_event = /** @type {(inputs: Events_Loading_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const events_loading_group = /** @type {(inputs: Events_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const events_loading_hosts = /** @type {(inputs: Events_Loading_HostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ ਮੇਜ਼ਬਾਨ ਲੋਡ ਹੋ ਰਹੇ ਹਨ…`)
};

export const events_loading_map = /** @type {(inputs: Events_Loading_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਕਸ਼ਾ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const events_loading_participants = /** @type {(inputs: Events_Loading_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਗੀਦਾਰ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const events_loading_past = /** @type {(inputs: Events_Loading_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿਛਲੇ ਇਵੈਂਟ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const events_loading_tab = /** @type {(inputs: Events_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟੈਬ ਲੋਡ ਹੋ ਰਹੀ ਹੈ`)
};

export const events_loading_upcoming = /** @type {(inputs: Events_Loading_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const events_loading_yours = /** @type {(inputs: Events_Loading_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਇਵੈਂਟ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const events_local_time_hint = /** @type {(inputs: Events_Local_Time_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} (ਤੁਹਾਡਾ ਸਥਾਨਕ ਸਮਾਂ)`)
};

export const events_location = /** @type {(inputs: Events_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿਕਾਣਾ`)
};

export const events_location_hint_hybrid = /** @type {(inputs: Events_Location_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜਿਹੀ ਥਾਂ ਜੋ ਲੋਕ ਲੱਭ ਸਕਣ, ਜਿਵੇਂ Britannia Community Centre, ਕਮਰਾ 2।`)
};

export const events_location_hint_in_person = /** @type {(inputs: Events_Location_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜਿਹੀ ਥਾਂ ਜੋ ਲੋਕ ਲੱਭ ਸਕਣ, ਜਿਵੇਂ Kitsilano Beach, ਲਾਈਫ਼ਗਾਰਡ ਟਾਵਰ ਕੋਲ।`)
};

export const events_location_hint_online = /** @type {(inputs: Events_Location_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਕਿੱਥੇ ਹੁੰਦਾ ਹੈ, ਜਿਵੇਂ ਔਨਲਾਈਨ (Zoom)।`)
};

export const events_map_new_tab = /** @type {(inputs: Events_Map_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ਨਕਸ਼ਾ, ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)`)
};

export const events_map_of = /** @type {(inputs: Events_Map_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਦੀ ਥਾਂ ਦਾ ਨਕਸ਼ਾ`)
};

export const events_meeting_link = /** @type {(inputs: Events_Meeting_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੀਟਿੰਗ ਲਿੰਕ`)
};

export const events_meeting_link_hint = /** @type {(inputs: Events_Meeting_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵਿਕਲਪਿਕ। ਸਿਰਫ਼ ਸ਼ਾਮਲ ਹੋਣ ਵਾਲੇ, ਮੇਜ਼ਬਾਨ ਅਤੇ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਇਸਨੂੰ ਦੇਖਦੇ ਹਨ।`)
};

export const events_meeting_link_new_tab = /** @type {(inputs: Events_Meeting_Link_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ਮੀਟਿੰਗ ਲਿੰਕ, ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)`)
};

export const events_more_count_hint = /** @type {(inputs: Events_More_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਇੱਕ ਆਪਣਾ ਵੱਖਰਾ ਇਵੈਂਟ ਹੈ, ਆਪਣੇ ਸ਼ਾਮਲ ਹੋਣ ਵਾਲਿਆਂ ਨਾਲ। ਅੱਗੇ ਵੱਧ ਤੋਂ ਵੱਧ ${i?.max}।`)
};

export const events_more_dates = /** @type {(inputs: Events_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਮਿਤੀਆਂ`)
};

export const events_more_dates_hint = /** @type {(inputs: Events_More_Dates_HintInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.rule}, ${i?.count} ਆਉਣ ਵਾਲੀ ਮਿਤੀ। ਨਵੀਆਂ ਮਿਤੀਆਂ ਆਖ਼ਰੀ ਤੋਂ ਬਾਅਦ ਆਉਂਦੀਆਂ ਹਨ।`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.rule}, ${i?.count} ਆਉਣ ਵਾਲੀਆਂ ਮਿਤੀਆਂ। ਨਵੀਆਂ ਮਿਤੀਆਂ ਆਖ਼ਰੀ ਤੋਂ ਬਾਅਦ ਆਉਂਦੀਆਂ ਹਨ।`);
	return /** @type {LocalizedString} */ ("events_more_dates_hint");
};

export const events_more_until_hint = /** @type {(inputs: Events_More_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੜੀ ਇਸ ਦਿਨ ਤੱਕ ਚੱਲਦੀ ਹੈ।`)
};

export const events_move_pin = /** @type {(inputs: Events_Move_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿੰਨ ਹਿਲਾਓ`)
};

export const events_my_events = /** @type {(inputs: Events_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰੇ ਇਵੈਂਟ`)
};

export const events_my_events_count = /** @type {(inputs: Events_My_Events_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਮੇਰੇ ਇਵੈਂਟ (${i?.count})`)
};

export const events_names_separator = /** @type {(inputs: Events_Names_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const events_new_last_date = /** @type {(inputs: Events_New_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੀਂ ਆਖ਼ਰੀ ਮਿਤੀ`)
};

export const events_no_address_matches = /** @type {(inputs: Events_No_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਪਤਾ ਨਹੀਂ ਮਿਲਿਆ। ਗਲੀ ਅਤੇ ਨੰਬਰ, ਜਾਂ ਕੋਈ ਮਸ਼ਹੂਰ ਥਾਂ ਅਜ਼ਮਾਓ।`)
};

export const events_no_comments = /** @type {(inputs: Events_No_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜੇ ਕੋਈ ਟਿੱਪਣੀ ਨਹੀਂ। ਗੱਲਬਾਤ ਸ਼ੁਰੂ ਕਰੋ!`)
};

export const events_no_image = /** @type {(inputs: Events_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਤਸਵੀਰ ਨਹੀਂ ਚੁਣੀ ਗਈ`)
};

export const events_no_link_manage = /** @type {(inputs: Events_No_Link_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜੇ ਕੋਈ ਮੀਟਿੰਗ ਲਿੰਕ ਨਹੀਂ: "ਇਵੈਂਟ ਸੋਧੋ" ਨਾਲ ਜੋੜੋ।`)
};

export const events_no_link_yet = /** @type {(inputs: Events_No_Link_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਜ਼ਬਾਨ ਨੇ ਅਜੇ ਮੀਟਿੰਗ ਲਿੰਕ ਨਹੀਂ ਜੋੜਿਆ।`)
};

export const events_no_more_dates = /** @type {(inputs: Events_No_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਮਿਤੀਆਂ ਨਹੀਂ`)
};

export const events_no_other_host = /** @type {(inputs: Events_No_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਗਰੁੱਪ ਵਿੱਚ ਅਜੇ ਕੋਈ ਹੋਰ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਨਹੀਂ ਹੈ। ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਮੈਂਬਰ ਟੈਬ ਵਿੱਚ ਮੈਂਬਰਾਂ ਨੂੰ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਬਣਾ ਸਕਦਾ ਹੈ।`)
};

export const events_no_participants = /** @type {(inputs: Events_No_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜੇ ਤੱਕ ਕਿਸੇ ਨੇ ਹਾਜ਼ਰੀ ਦੀ ਪੁਸ਼ਟੀ ਨਹੀਂ ਕੀਤੀ।`)
};

export const events_not_a_host_body = /** @type {(inputs: Events_Not_A_Host_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਦਾ ਪ੍ਰਬੰਧ ${i?.owner} ਕਰਦੇ ਹਨ। ਜੇ ਤੁਸੀਂ ਕੋਈ ਇਵੈਂਟ ਕਰਵਾਉਣਾ ਚਾਹੁੰਦੇ ਹੋ ਤਾਂ ਉਨ੍ਹਾਂ ਨੂੰ ਪੁੱਛੋ।`)
};

export const events_not_a_host_title = /** @type {(inputs: Events_Not_A_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਅਤੇ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਇਵੈਂਟ ਬਣਾ ਸਕਦੇ ਹਨ`)
};

export const events_not_attending = /** @type {(inputs: Events_Not_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਇਵੈਂਟ ਵਿੱਚ ਸ਼ਾਮਲ ਨਹੀਂ ਹੋ ਰਹੇ...`)
};

export const events_number_of_events = /** @type {(inputs: Events_Number_Of_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟਾਂ ਦੀ ਗਿਣਤੀ`)
};

export const events_on_date = /** @type {(inputs: Events_On_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਮਿਤੀ ਨੂੰ`)
};

export const events_only_host_can_edit = /** @type {(inputs: Events_Only_Host_Can_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਇਸ ਇਵੈਂਟ ਨੂੰ ਸੋਧ ਸਕਦਾ ਹੈ`)
};

export const events_opens_new_tab = /** @type {(inputs: Events_Opens_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)`)
};

export const events_options = /** @type {(inputs: Events_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦੇ ਵਿਕਲਪ`)
};

export const events_owner_will_answer = /** @type {(inputs: Events_Owner_Will_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਤੁਹਾਡੀ ਬੇਨਤੀ ਦਾ ਜਵਾਬ ਦੇਵੇਗਾ।`)
};

export const events_participants_limit = /** @type {(inputs: Events_Participants_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਗੀਦਾਰਾਂ ਦੀ ਸੀਮਾ`)
};

export const events_participants_limit_hint = /** @type {(inputs: Events_Participants_Limit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ (ਮੇਜ਼ਬਾਨ) ਤੋਂ ਇਲਾਵਾ ਸੀਟਾਂ। ਕੋਈ ਸੀਮਾ ਨਾ ਰੱਖਣ ਲਈ 0।`)
};

export const events_participants_load_failed = /** @type {(inputs: Events_Participants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਗੀਦਾਰ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const events_participants_of = /** @type {(inputs: Events_Participants_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਦੇ ਭਾਗੀਦਾਰ`)
};

export const events_past = /** @type {(inputs: Events_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿਛਲੇ ਇਵੈਂਟ`)
};

export const events_past_load_failed = /** @type {(inputs: Events_Past_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿਛਲੇ ਇਵੈਂਟ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const events_picker_map_label = /** @type {(inputs: Events_Picker_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਕਸ਼ਾ। ਪਿੰਨ ਨੂੰ ਖਿੱਚੋ, ਜਾਂ ਨਕਸ਼ੇ 'ਤੇ ਉੱਥੇ ਟੈਪ ਕਰੋ ਜਿੱਥੇ ਇਵੈਂਟ ਹੈ।`)
};

export const events_pin_alt = /** @type {(inputs: Events_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦਾ ਪਿੰਨ`)
};

export const events_pin_centre = /** @type {(inputs: Events_Pin_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਕਸ਼ੇ ਦੇ ਕੇਂਦਰ 'ਤੇ ਪਿੰਨ ਲਾਓ`)
};

export const events_pin_drag_title = /** @type {(inputs: Events_Pin_Drag_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿੰਨ ਹਿਲਾਉਣ ਲਈ ਖਿੱਚੋ`)
};

export const events_pin_field_hint = /** @type {(inputs: Events_Pin_Field_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਨੂੰ ਨਕਸ਼ੇ 'ਤੇ ਰੱਖਦਾ ਹੈ ਅਤੇ ਲੋਕਾਂ ਨੂੰ ਸਹੀ ਥਾਂ ਤੱਕ ਦਾ ਰਸਤਾ ਦਿੰਦਾ ਹੈ।`)
};

export const events_pin_field_label = /** @type {(inputs: Events_Pin_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਕਸ਼ੇ 'ਤੇ ਪਿੰਨ (ਵਿਕਲਪਿਕ)`)
};

export const events_pin_hint = /** @type {(inputs: Events_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿੰਨ ਨੂੰ ਖਿੱਚੋ, ਜਾਂ ਨਕਸ਼ੇ 'ਤੇ ਉੱਥੇ ਟੈਪ ਕਰੋ ਜਿੱਥੇ ਲੋਕ ਮਿਲਦੇ ਹਨ। ਕਿਸੇ ਥਾਂ ਦੇ ਨੇੜਿਓਂ ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਉਸਨੂੰ ਕੇਂਦਰ ਵਿੱਚ ਰੱਖੋ।`)
};

export const events_pin_near = /** @type {(inputs: Events_Pin_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place} ਦੇ ਨੇੜੇ · ${i?.point}`)
};

export const events_pin_of = /** @type {(inputs: Events_Pin_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਦਾ ਪਿੰਨ`)
};

export const events_pin_on_map = /** @type {(inputs: Events_Pin_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਕਸ਼ੇ 'ਤੇ ਪਿੰਨ`)
};

export const events_pin_readout = /** @type {(inputs: Events_Pin_ReadoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਪਿੰਨ: ${i?.pin}`)
};

export const events_privacy_hint_private = /** @type {(inputs: Events_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਗਰੁੱਪ ਦੇ ਮੈਂਬਰ ਵੇਰਵੇ ਦੇਖਦੇ ਹਨ (ਸਮਾਂ, ਟਿਕਾਣਾ, ਵੇਰਵਾ, ਮੇਜ਼ਬਾਨ)।`)
};

export const events_privacy_hint_public = /** @type {(inputs: Events_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਵੀ ਵੇਰਵੇ ਦੇਖ ਸਕਦਾ ਹੈ; ਗਰੁੱਪ ਦੇ ਮੈਂਬਰ ਸ਼ਾਮਲ ਹੋ ਸਕਦੇ ਹਨ।`)
};

export const events_privacy_label = /** @type {(inputs: Events_Privacy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦੀ ਪਰਦੇਦਾਰੀ ਦੀ ਕਿਸਮ`)
};

export const events_private_group_events = /** @type {(inputs: Events_Private_Group_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਨਿੱਜੀ ਗਰੁੱਪ ਦੇ ਇਵੈਂਟ ਇਸਦੇ ਮੈਂਬਰਾਂ ਨੂੰ ਦਿਸਦੇ ਹਨ।`)
};

export const events_private_group_note = /** @type {(inputs: Events_Private_Group_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਗਰੁੱਪ ਨਿੱਜੀ ਹੈ: ਇਸਦੇ ਮੈਂਬਰ ਹੀ ਇਸਦੇ ਇਵੈਂਟਾਂ ਵਿੱਚ ਸ਼ਾਮਲ ਹੁੰਦੇ ਹਨ।`)
};

export const events_ready = /** @type {(inputs: Events_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਇਵੈਂਟ ਤਿਆਰ ਹੈ।`)
};

export const events_remove = /** @type {(inputs: Events_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਟਾਓ`)
};

export const events_remove_cover = /** @type {(inputs: Events_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਹਟਾਓ`)
};

export const events_remove_cover_from = /** @type {(inputs: Events_Remove_Cover_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਇਸ ਤੋਂ ਹਟਾਓ:`)
};

export const events_remove_cover_from_label = /** @type {(inputs: Events_Remove_Cover_From_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਇਸ ਤੋਂ ਹਟਾਓ`)
};

export const events_remove_cover_one = /** @type {(inputs: Events_Remove_Cover_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਸ ਇਵੈਂਟ ਦੀ ਕਵਰ ਤਸਵੀਰ ਹਟਾਉਣੀ ਹੈ? ਤੁਸੀਂ ਕਦੇ ਵੀ ਨਵੀਂ ਅੱਪਲੋਡ ਕਰ ਸਕਦੇ ਹੋ।`)
};

export const events_remove_cover_series = /** @type {(inputs: Events_Remove_Cover_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਆਪਣੀ ਲੜੀ ਦੀ ਕਵਰ ਤਸਵੀਰ ਦਿਖਾਉਂਦਾ ਹੈ। ਕੀ ਇਸਨੂੰ ਲੜੀ ਦੇ ਸਾਰੇ ਇਵੈਂਟਾਂ ਤੋਂ ਹਟਾਉਣਾ ਹੈ? ਤੁਸੀਂ ਕਦੇ ਵੀ ਨਵੀਂ ਅੱਪਲੋਡ ਕਰ ਸਕਦੇ ਹੋ।`)
};

export const events_remove_pin = /** @type {(inputs: Events_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿੰਨ ਹਟਾਓ`)
};

export const events_repeat_biweekly = /** @type {(inputs: Events_Repeat_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ 2 ਹਫ਼ਤਿਆਂ ਬਾਅਦ ${i?.weekday} ਨੂੰ`)
};

export const events_repeat_monthly_1 = /** @type {(inputs: Events_Repeat_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਮਹੀਨੇ ਦੇ 1ਲੇ ${i?.weekday} ਨੂੰ`)
};

export const events_repeat_monthly_2 = /** @type {(inputs: Events_Repeat_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਮਹੀਨੇ ਦੇ 2ਜੇ ${i?.weekday} ਨੂੰ`)
};

export const events_repeat_monthly_3 = /** @type {(inputs: Events_Repeat_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਮਹੀਨੇ ਦੇ 3ਜੇ ${i?.weekday} ਨੂੰ`)
};

export const events_repeat_monthly_4 = /** @type {(inputs: Events_Repeat_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਮਹੀਨੇ ਦੇ 4ਥੇ ${i?.weekday} ਨੂੰ`)
};

export const events_repeat_monthly_last = /** @type {(inputs: Events_Repeat_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਮਹੀਨੇ ਦੇ ਆਖ਼ਰੀ ${i?.weekday} ਨੂੰ`)
};

export const events_repeat_weekly = /** @type {(inputs: Events_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਹਫ਼ਤੇ ${i?.weekday} ਨੂੰ`)
};

export const events_repeats = /** @type {(inputs: Events_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੁਹਰਾਓ`)
};

export const events_repeats_biweekly = /** @type {(inputs: Events_Repeats_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ 2 ਹਫ਼ਤਿਆਂ ਬਾਅਦ ${i?.weekday} ਨੂੰ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ`)
};

export const events_repeats_monthly_1 = /** @type {(inputs: Events_Repeats_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਮਹੀਨੇ ਦੇ 1ਲੇ ${i?.weekday} ਨੂੰ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ`)
};

export const events_repeats_monthly_2 = /** @type {(inputs: Events_Repeats_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਮਹੀਨੇ ਦੇ 2ਜੇ ${i?.weekday} ਨੂੰ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ`)
};

export const events_repeats_monthly_3 = /** @type {(inputs: Events_Repeats_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਮਹੀਨੇ ਦੇ 3ਜੇ ${i?.weekday} ਨੂੰ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ`)
};

export const events_repeats_monthly_4 = /** @type {(inputs: Events_Repeats_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਮਹੀਨੇ ਦੇ 4ਥੇ ${i?.weekday} ਨੂੰ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ`)
};

export const events_repeats_monthly_last = /** @type {(inputs: Events_Repeats_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਮਹੀਨੇ ਦੇ ਆਖ਼ਰੀ ${i?.weekday} ਨੂੰ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ`)
};

export const events_repeats_weekly = /** @type {(inputs: Events_Repeats_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਹਫ਼ਤੇ ${i?.weekday} ਨੂੰ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ`)
};

export const events_request_to_join_to_attend = /** @type {(inputs: Events_Request_To_Join_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਗਰੁੱਪ ਦੀ ਮੈਂਬਰਸ਼ਿਪ ਮੰਗੋ`)
};

export const events_requested_membership = /** @type {(inputs: Events_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰਸ਼ਿਪ ਦੀ ਬੇਨਤੀ ਭੇਜੀ`)
};

export const events_required_note = /** @type {(inputs: Events_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* ਵਾਲੇ ਖ਼ਾਨੇ ਲਾਜ਼ਮੀ ਹਨ।`)
};

export const events_save = /** @type {(inputs: Events_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੰਭਾਲੋ`)
};

export const events_save_changes_to = /** @type {(inputs: Events_Save_Changes_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ। ਬਦਲਾਅ ਇਸ ਵਿੱਚ ਸੰਭਾਲੋ:`)
};

export const events_save_which = /** @type {(inputs: Events_Save_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਹੜੇ ਇਵੈਂਟਾਂ ਵਿੱਚ ਸੰਭਾਲਣਾ ਹੈ`)
};

export const events_scope_following = /** @type {(inputs: Events_Scope_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਅਤੇ ਅਗਲੇ ਇਵੈਂਟ`)
};

export const events_scope_series = /** @type {(inputs: Events_Scope_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੜੀ ਦੇ ਸਾਰੇ ਇਵੈਂਟ`)
};

export const events_scope_this = /** @type {(inputs: Events_Scope_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ`)
};

export const events_searching = /** @type {(inputs: Events_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖੋਜ ਜਾਰੀ ਹੈ…`)
};

export const events_sections = /** @type {(inputs: Events_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦੇ ਭਾਗ`)
};

export const events_see_other_events = /** @type {(inputs: Events_See_Other_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ ਹੋਰ ਇਵੈਂਟ ਦੇਖੋ`)
};

export const events_selected_file = /** @type {(inputs: Events_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਚੁਣੀ ਗਈ: ${i?.name}`)
};

export const events_series_dates = /** @type {(inputs: Events_Series_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਲੜੀ ਦੀਆਂ ਮਿਤੀਆਂ`)
};

export const events_series_summary = /** @type {(inputs: Events_Series_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.frequency} · ${i?.count} ਤਾਰੀਖ਼`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.frequency} · ${i?.count} ਤਾਰੀਖ਼ਾਂ`);
	return /** @type {LocalizedString} */ ("events_series_summary");
};

export const events_show_all_dates = /** @type {(inputs: Events_Show_All_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਸਾਰੀਆਂ ${i?.total} ਮਿਤੀਆਂ ਦਿਖਾਓ`)
};

export const events_show_more = /** @type {(inputs: Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਇਵੈਂਟ ਦਿਖਾਓ`)
};

export const events_sign_in_join_to_see = /** @type {(inputs: Events_Sign_In_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਦੇਖਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ ਅਤੇ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ।`)
};

export const events_sign_in_to_attend = /** @type {(inputs: Events_Sign_In_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ`)
};

export const events_start_label = /** @type {(inputs: Events_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ੁਰੂ ਹੋਣ ਦੀ ਮਿਤੀ ਅਤੇ ਸਮਾਂ`)
};

export const events_tab_about = /** @type {(inputs: Events_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਾਰੇ`)
};

export const events_tab_comments = /** @type {(inputs: Events_Tab_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀਆਂ`)
};

export const events_tab_participants = /** @type {(inputs: Events_Tab_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਗੀਦਾਰ`)
};

export const events_title_hint = /** @type {(inputs: Events_Title_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਵੇਂ Kits Beach ਦੇ ਨਾਲ ਸੂਰਜ ਚੜ੍ਹਦੇ ਦੌੜ`)
};

export const events_title_label = /** @type {(inputs: Events_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਲੇਖ`)
};

export const events_toast_attend_failed = /** @type {(inputs: Events_Toast_Attend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਲਈ ਹਾਜ਼ਰੀ ਦੀ ਪੁਸ਼ਟੀ ਨਹੀਂ ਹੋ ਸਕੀ।`)
};

export const events_toast_attend_failed_not_member = /** @type {(inputs: Events_Toast_Attend_Failed_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਤੁਹਾਡਾ ਗਰੁੱਪ ਦਾ ਮੈਂਬਰ ਹੋਣਾ ਜ਼ਰੂਰੀ ਹੈ`)
};

export const events_toast_attending = /** @type {(inputs: Events_Toast_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਲਈ ਤੁਹਾਡੀ ਹਾਜ਼ਰੀ ਦੀ ਪੁਸ਼ਟੀ ਹੋ ਗਈ`)
};

export const events_toast_comment_added = /** @type {(inputs: Events_Toast_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਜੋੜ ਦਿੱਤੀ ਗਈ`)
};

export const events_toast_comment_delete_failed = /** @type {(inputs: Events_Toast_Comment_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਮਿਟਾਈ ਨਹੀਂ ਜਾ ਸਕੀ।`)
};

export const events_toast_comment_deleted = /** @type {(inputs: Events_Toast_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਮਿਟਾ ਦਿੱਤੀ ਗਈ`)
};

export const events_toast_comment_failed = /** @type {(inputs: Events_Toast_Comment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਜੋੜੀ ਨਹੀਂ ਜਾ ਸਕੀ।`)
};

export const events_toast_comment_update_failed = /** @type {(inputs: Events_Toast_Comment_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਅੱਪਡੇਟ ਨਹੀਂ ਹੋ ਸਕੀ।`)
};

export const events_toast_comment_updated = /** @type {(inputs: Events_Toast_Comment_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ ਅੱਪਡੇਟ ਕਰ ਦਿੱਤੀ ਗਈ`)
};

export const events_toast_cover_delete_failed = /** @type {(inputs: Events_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਮਿਟਾਈ ਨਹੀਂ ਜਾ ਸਕੀ`)
};

export const events_toast_cover_deleted = /** @type {(inputs: Events_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਮਿਟਾ ਦਿੱਤੀ ਗਈ`)
};

export const events_toast_cover_upload_failed = /** @type {(inputs: Events_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਅੱਪਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀ।`)
};

export const events_toast_cover_uploaded = /** @type {(inputs: Events_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਅੱਪਲੋਡ ਹੋ ਗਈ`)
};

export const events_toast_create_failed = /** @type {(inputs: Events_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਬਣਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const events_toast_created = /** @type {(inputs: Events_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਇਵੈਂਟ ਬਣ ਗਿਆ ਹੈ!`)
};

export const events_toast_delete_failed = /** @type {(inputs: Events_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਮਿਟਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ`)
};

export const events_toast_deleted = /** @type {(inputs: Events_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਮਿਟਾ ਦਿੱਤਾ ਗਿਆ`)
};

export const events_toast_hand_over_failed = /** @type {(inputs: Events_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਸੌਂਪਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const events_toast_handed_over = /** @type {(inputs: Events_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਹੁਣ ਇਵੈਂਟ ਦੇ ਮੇਜ਼ਬਾਨ ਹਨ`)
};

export const events_toast_import_failed = /** @type {(inputs: Events_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਇਵੈਂਟ ਇੰਪੋਰਟ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਪੱਕਾ ਕਰੋ ਕਿ ਲਿੰਕ ਸਹੀ ਹੈ।`)
};

export const events_toast_join_group_failed = /** @type {(inputs: Events_Toast_Join_Group_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const events_toast_joined_group = /** @type {(inputs: Events_Toast_Joined_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋ ਗਏ`)
};

export const events_toast_leave_event_failed = /** @type {(inputs: Events_Toast_Leave_Event_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਛੱਡਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const events_toast_left_event = /** @type {(inputs: Events_Toast_Left_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਵੈਂਟ ਛੱਡ ਦਿੱਤਾ`)
};

export const events_toast_membership_request_failed = /** @type {(inputs: Events_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰਸ਼ਿਪ ਦੀ ਬੇਨਤੀ ਨਹੀਂ ਭੇਜੀ ਜਾ ਸਕੀ।`)
};

export const events_toast_membership_requested = /** @type {(inputs: Events_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਬੇਨਤੀ ਗਰੁੱਪ ਦੇ ਮਾਲਕ ਨੂੰ ਭੇਜ ਦਿੱਤੀ ਗਈ`)
};

export const events_toast_update_failed = /** @type {(inputs: Events_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਅੱਪਡੇਟ ਨਹੀਂ ਹੋ ਸਕਿਆ`)
};

export const events_toast_updated = /** @type {(inputs: Events_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਅੱਪਡੇਟ ਹੋ ਗਿਆ`)
};

export const events_toast_waitlisted = /** @type {(inputs: Events_Toast_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਵੈਂਟ ਦੀ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋ ਗਏ ਹੋ`)
};

export const events_until_hint = /** @type {(inputs: Events_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੜੀ ਇਸ ਦਿਨ ਤੋਂ ਬਾਅਦ ਰੁਕ ਜਾਂਦੀ ਹੈ।`)
};

export const events_until_later = /** @type {(inputs: Events_Until_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਬਾਅਦ ਦੀ ਮਿਤੀ ਤੱਕ`)
};

export const events_upcoming = /** @type {(inputs: Events_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ`)
};

export const events_upcoming_load_failed = /** @type {(inputs: Events_Upcoming_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const events_update_event = /** @type {(inputs: Events_Update_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਅੱਪਡੇਟ ਕਰੋ`)
};

export const events_upload_cover = /** @type {(inputs: Events_Upload_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਅੱਪਲੋਡ ਕਰੋ`)
};

export const events_uploaded_on_save = /** @type {(inputs: Events_Uploaded_On_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}। ਇਹ ਇਵੈਂਟ ਸੰਭਾਲਣ 'ਤੇ ਅੱਪਲੋਡ ਹੁੰਦੀ ਹੈ।`)
};

export const events_use_cover_for = /** @type {(inputs: Events_Use_Cover_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਇਸ ਲਈ ਵਰਤੋ`)
};

export const events_use_this_image = /** @type {(inputs: Events_Use_This_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਤਸਵੀਰ ਵਰਤੋ`)
};

export const events_use_this_pin = /** @type {(inputs: Events_Use_This_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਪਿੰਨ ਵਰਤੋ`)
};

export const events_waitlist_order_note = /** @type {(inputs: Events_Waitlist_Order_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਵੇਂ ਲੋਕ ਛੱਡਦੇ ਹਨ, ਸੀਟਾਂ ਉਡੀਕ ਸੂਚੀ ਨੂੰ ਇਸੇ ਕ੍ਰਮ ਵਿੱਚ ਮਿਲਦੀਆਂ ਹਨ।`)
};

export const events_waitlist_place = /** @type {(inputs: Events_Waitlist_PlaceInputs) => LocalizedString} */ (i) => {
	const positionText = registry.number("pa", i?.position, {});return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਨੰਬਰ ${i?.position} 'ਤੇ ਹੋ`)
};

export const events_waitlisted_note = /** @type {(inputs: Events_Waitlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਹੋ: ਕਿਸੇ ਦੇ ਛੱਡਣ 'ਤੇ ਤੁਹਾਨੂੰ ਸੀਟ ਮਿਲੇਗੀ।`)
};

export const events_where = /** @type {(inputs: Events_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿੱਥੇ`)
};

export const events_who_will_host = /** @type {(inputs: Events_Who_Will_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਦੀ ਮੇਜ਼ਬਾਨੀ ਕੌਣ ਕਰੇਗਾ? ਮੌਜੂਦਾ ਮੇਜ਼ਬਾਨ ਭਾਗੀਦਾਰ ਵਜੋਂ ਬਣਿਆ ਰਹੇਗਾ।`)
};

export const events_your_events = /** @type {(inputs: Events_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਇਵੈਂਟ`)
};

export const events_your_local_time = /** @type {(inputs: Events_Your_Local_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਸਥਾਨਕ ਸਮਾਂ`)
};

export const events_yours_load_failed = /** @type {(inputs: Events_Yours_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਇਵੈਂਟ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const feeds_csv_name = /** @type {(inputs: Feeds_Csv_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਾਮ`)
};

export const feeds_csv_role = /** @type {(inputs: Feeds_Csv_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭੂਮਿਕਾ`)
};

export const feeds_csv_rsvp_time = /** @type {(inputs: Feeds_Csv_Rsvp_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਾਜ਼ਰੀ ਦੀ ਪੁਸ਼ਟੀ ਦਾ ਸਮਾਂ (${i?.zone})`)
};

export const feeds_date_at_time = /** @type {(inputs: Feeds_Date_At_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.time} ਵਜੇ`)
};

export const feeds_export_blocked = /** @type {(inputs: Feeds_Export_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਨ੍ਹਾਂ ਨੂੰ ਤੁਸੀਂ ਬਲੌਕ ਕੀਤਾ`)
};

export const feeds_export_comments = /** @type {(inputs: Feeds_Export_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀਆਂ`)
};

export const feeds_export_conversation_with = /** @type {(inputs: Feeds_Export_Conversation_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਨਾਲ ਗੱਲਬਾਤ`)
};

export const feeds_export_email = /** @type {(inputs: Feeds_Export_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਈਮੇਲ ਪਤਾ`)
};

export const feeds_export_events = /** @type {(inputs: Feeds_Export_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਅਤੇ RSVP`)
};

export const feeds_export_groups = /** @type {(inputs: Feeds_Export_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ`)
};

export const feeds_export_hidden = /** @type {(inputs: Feeds_Export_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੰਚਾਲਕਾਂ ਵੱਲੋਂ ਲੁਕਾਇਆ ਗਿਆ`)
};

export const feeds_export_intro = /** @type {(inputs: Feeds_Export_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} ’ਤੇ ਜੋ ਤੁਹਾਡਾ ਹੈ ਉਸ ਦੀ ਕਾਪੀ, ${i?.name} ਲਈ ${i?.date} ਨੂੰ ਤਿਆਰ ਕੀਤੀ। ਇਹੀ ਡਾਟਾ ਹੋਰ ਪ੍ਰੋਗਰਾਮਾਂ ਲਈ ਇਸ ਪੰਨੇ ਦੇ ਨਾਲ ਦੀਆਂ JSON ਫ਼ਾਈਲਾਂ ਵਿੱਚ ਹੈ।`)
};

export const feeds_export_member_since = /** @type {(inputs: Feeds_Export_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰ ਕਦੋਂ ਤੋਂ`)
};

export const feeds_export_messages = /** @type {(inputs: Feeds_Export_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹੇ`)
};

export const feeds_export_nothing = /** @type {(inputs: Feeds_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇੱਥੇ ਕੁਝ ਨਹੀਂ।`)
};

export const feeds_export_notifications = /** @type {(inputs: Feeds_Export_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੂਚਨਾਵਾਂ`)
};

export const feeds_export_pictures = /** @type {(inputs: Feeds_Export_PicturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤਸਵੀਰਾਂ`)
};

export const feeds_export_place = /** @type {(inputs: Feeds_Export_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਥਾਂ`)
};

export const feeds_export_profile = /** @type {(inputs: Feeds_Export_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪ੍ਰੋਫਾਈਲ`)
};

export const feeds_export_requests = /** @type {(inputs: Feeds_Export_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਦੀਆਂ ਬੇਨਤੀਆਂ`)
};

export const feeds_export_title = /** @type {(inputs: Feeds_Export_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} ’ਤੇ ਤੁਹਾਡਾ ਡਾਟਾ`)
};

export const feeds_export_you = /** @type {(inputs: Feeds_Export_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ`)
};

export const feeds_group_calendar_description = /** @type {(inputs: Feeds_Group_Calendar_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਦੇ ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ`)
};

export const feeds_group_feed_copyright = /** @type {(inputs: Feeds_Group_Feed_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly ਉੱਤੇ ${i?.group}`)
};

export const feeds_group_feed_title = /** @type {(inputs: Feeds_Group_Feed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group}: ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ`)
};

export const feeds_join_online = /** @type {(inputs: Feeds_Join_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਔਨਲਾਈਨ ਸ਼ਾਮਲ ਹੋਵੋ: ${i?.url}`)
};

export const feeds_my_events_calendar = /** @type {(inputs: Feeds_My_Events_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰੇ ਇਵੈਂਟ · Neighbourly`)
};

export const feeds_my_events_description = /** @type {(inputs: Feeds_My_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly ਉੱਤੇ ਉਹ ਇਵੈਂਟ ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਤੁਸੀਂ ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹੋ, ਜਿਨ੍ਹਾਂ ਦੇ ਤੁਸੀਂ ਮੇਜ਼ਬਾਨ ਹੋ ਜਾਂ ਜਿਨ੍ਹਾਂ ਦੀ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਤੁਸੀਂ ਹੋ`)
};

export const feeds_waitlist_summary = /** @type {(inputs: Feeds_Waitlist_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (ਉਡੀਕ ਸੂਚੀ)`)
};

export const groups_account_needed = /** @type {(inputs: Groups_Account_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਬਣਾਉਣ ਲਈ ਤੁਹਾਨੂੰ ਖਾਤੇ ਦੀ ਲੋੜ ਹੈ। ${i?.link} ਜਾਂ ਉੱਪਰ ਦਿੱਤਾ ਸਾਈਨ ਇਨ ਬਟਨ ਵਰਤੋ।`)
};

export const groups_approve_request = /** @type {(inputs: Groups_Approve_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੇਨਤੀ ਮਨਜ਼ੂਰ ਕਰੋ`)
};

export const groups_asked_to_join_on = /** @type {(inputs: Groups_Asked_To_Join_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਬੇਨਤੀ ਦੀ ਮਿਤੀ: ${i?.date}`)
};

export const groups_ban_confirm = /** @type {(inputs: Groups_Ban_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਬੰਦੀ ਲਾਓ`)
};

export const groups_ban_message = /** @type {(inputs: Groups_Ban_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਕੀ ${i?.name} 'ਤੇ ${i?.group} ਤੋਂ ਪਾਬੰਦੀ ਲਾਉਣੀ ਹੈ? ਉਹਨਾਂ ਨੂੰ 'ਹਟਾਓ' ਵਾਂਗ ਹਟਾ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ, ਅਤੇ ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਪਾਬੰਦੀ ਨਹੀਂ ਹਟਾਉਂਦੇ, ਉਹ ਨਾ ਸ਼ਾਮਲ ਹੋ ਸਕਦੇ ਹਨ, ਨਾ ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਬੇਨਤੀ ਕਰ ਸਕਦੇ ਹਨ ਅਤੇ ਨਾ ਹੀ ਇਸ ਦੇ ਇਵੈਂਟਾਂ 'ਤੇ ਟਿੱਪਣੀ ਕਰ ਸਕਦੇ ਹਨ।`)
};

export const groups_ban_reason_hint = /** @type {(inputs: Groups_Ban_Reason_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਦੇਖ ਸਕਦਾ ਹੈ, ਉਹ ਵਿਅਕਤੀ ਕਦੇ ਨਹੀਂ। ${i?.length}/${i?.max}`)
};

export const groups_ban_reason_label = /** @type {(inputs: Groups_Ban_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਰਨ (ਵਿਕਲਪਿਕ)`)
};

export const groups_ban_reason_prefix = /** @type {(inputs: Groups_Ban_Reason_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਰਨ:`)
};

export const groups_ban_title = /** @type {(inputs: Groups_Ban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਤੋਂ ਪਾਬੰਦੀ ਲਾਓ`)
};

export const groups_banned_cannot_join = /** @type {(inputs: Groups_Banned_Cannot_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਨਹੀਂ ਹੋ ਸਕਦੇ।`)
};

export const groups_banned_empty = /** @type {(inputs: Groups_Banned_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਗਰੁੱਪ ਵਿੱਚ ਕਿਸੇ 'ਤੇ ਪਾਬੰਦੀ ਨਹੀਂ ਹੈ।`)
};

export const groups_banned_list_label = /** @type {(inputs: Groups_Banned_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਤੋਂ ਪਾਬੰਦੀਸ਼ੁਦਾ ਲੋਕ`)
};

export const groups_banned_load_failed = /** @type {(inputs: Groups_Banned_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਬੰਦੀਸ਼ੁਦਾ ਲੋਕ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const groups_banned_on = /** @type {(inputs: Groups_Banned_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਪਾਬੰਦੀ ਦੀ ਮਿਤੀ: ${i?.date}`)
};

export const groups_banned_on_by = /** @type {(inputs: Groups_Banned_On_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਪਾਬੰਦੀ ਦੀ ਮਿਤੀ: ${i?.date}, ${i?.name} ਵੱਲੋਂ`)
};

export const groups_calendar_copy = /** @type {(inputs: Groups_Calendar_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲਿੰਕ ਕਾਪੀ ਕਰੋ`)
};

export const groups_calendar_download = /** @type {(inputs: Groups_Calendar_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੈਲੰਡਰ ਫ਼ਾਈਲ ਡਾਊਨਲੋਡ ਕਰੋ`)
};

export const groups_calendar_download_note = /** @type {(inputs: Groups_Calendar_Download_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੈਲੰਡਰ ਐਪਾਂ ਨਿੱਜੀ ਗਰੁੱਪ ਵਿੱਚ ਸਾਈਨ ਇਨ ਨਹੀਂ ਕਰ ਸਕਦੀਆਂ`)
};

export const groups_calendar_open = /** @type {(inputs: Groups_Calendar_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੈਲੰਡਰ ਐਪ ਵਿੱਚ ਖੋਲ੍ਹੋ`)
};

export const groups_calendar_subscribe = /** @type {(inputs: Groups_Calendar_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੈਲੰਡਰ ਦੀ ਗਾਹਕੀ ਲਓ`)
};

export const groups_cover_alt = /** @type {(inputs: Groups_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਦੀ ਕਵਰ ਤਸਵੀਰ`)
};

export const groups_cover_change = /** @type {(inputs: Groups_Cover_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਬਦਲੋ`)
};

export const groups_cover_current_alt = /** @type {(inputs: Groups_Cover_Current_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੌਜੂਦਾ ਕਵਰ ਤਸਵੀਰ`)
};

export const groups_cover_delete = /** @type {(inputs: Groups_Cover_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਮਿਟਾਓ`)
};

export const groups_cover_delete_confirm = /** @type {(inputs: Groups_Cover_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਿਟਾਓ`)
};

export const groups_cover_delete_question = /** @type {(inputs: Groups_Cover_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਸ ਗਰੁੱਪ ਦੀ ਕਵਰ ਤਸਵੀਰ ਮਿਟਾਉਣੀ ਹੈ? ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਵੇਲੇ ਨਵੀਂ ਅੱਪਲੋਡ ਕਰ ਸਕਦੇ ਹੋ।`)
};

export const groups_cover_file_label = /** @type {(inputs: Groups_Cover_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਦੀ ਫ਼ਾਈਲ`)
};

export const groups_cover_preview_alt = /** @type {(inputs: Groups_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੀਂ ਕਵਰ ਤਸਵੀਰ ਦੀ ਝਲਕ`)
};

export const groups_cover_upload = /** @type {(inputs: Groups_Cover_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਅੱਪਲੋਡ ਕਰੋ`)
};

export const groups_cover_uploaded_on_save = /** @type {(inputs: Groups_Cover_Uploaded_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਸੇਵ ਕਰਨ 'ਤੇ ਅੱਪਲੋਡ ਹੁੰਦੀ ਹੈ।`)
};

export const groups_create_a_group = /** @type {(inputs: Groups_Create_A_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਬਣਾਓ`)
};

export const groups_create_button = /** @type {(inputs: Groups_Create_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਬਣਾਓ`)
};

export const groups_create_event = /** @type {(inputs: Groups_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਬਣਾਓ`)
};

export const groups_create_free_account = /** @type {(inputs: Groups_Create_Free_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਫ਼ਤ ਖਾਤਾ ਬਣਾਓ`)
};

export const groups_create_or_import = /** @type {(inputs: Groups_Create_Or_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਬਣਾਓ ਜਾਂ ਇੰਪੋਰਟ ਕਰੋ`)
};

export const groups_decline_and_ban = /** @type {(inputs: Groups_Decline_And_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਾਮਨਜ਼ੂਰ ਕਰਕੇ ਪਾਬੰਦੀ ਲਾਓ`)
};

export const groups_decline_and_ban_question = /** @type {(inputs: Groups_Decline_And_Ban_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਕੀ ${i?.name} ਦੀ ਬੇਨਤੀ ਨਾਮਨਜ਼ੂਰ ਕਰਕੇ ਉਹਨਾਂ 'ਤੇ ਇਸ ਗਰੁੱਪ ਤੋਂ ਪਾਬੰਦੀ ਲਾਉਣੀ ਹੈ? ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਪਾਬੰਦੀ ਨਹੀਂ ਹਟਾਉਂਦੇ, ਉਹ ਦੁਬਾਰਾ ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਬੇਨਤੀ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const groups_delete_group = /** @type {(inputs: Groups_Delete_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਮਿਟਾਓ`)
};

export const groups_delete_question = /** @type {(inputs: Groups_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਤੁਸੀਂ ਪੱਕਾ ਇਹ ਗਰੁੱਪ ਮਿਟਾਉਣਾ ਚਾਹੁੰਦੇ ਹੋ? ਇਹ ਕਾਰਵਾਈ ਵਾਪਸ ਨਹੀਂ ਹੋ ਸਕਦੀ।`)
};

export const groups_description_hint = /** @type {(inputs: Groups_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਕੀ ਕਰਦੇ ਹੋ, ਕਿੱਥੇ ਅਤੇ ਕਦੋਂ ਮਿਲਦੇ ਹੋ, ਕਿਸ ਦਾ ਸੁਆਗਤ ਹੈ। #ਹਾਈਕਿੰਗ ਵਰਗੇ ਸ਼ਬਦ ਟੈਗ ਲਿੰਕ ਬਣ ਜਾਂਦੇ ਹਨ।`)
};

export const groups_distance_km = /** @type {(inputs: Groups_Distance_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} ਕਿ.ਮੀ.`)
};

export const groups_document_title_group = /** @type {(inputs: Groups_Document_Title_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ`)
};

export const groups_edit_description_hint = /** @type {(inputs: Groups_Edit_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`#ਹਾਈਕਿੰਗ ਵਰਗੇ ਸ਼ਬਦ ਟੈਗ ਲਿੰਕ ਬਣ ਜਾਂਦੇ ਹਨ।`)
};

export const groups_edit_form_label = /** @type {(inputs: Groups_Edit_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਅੱਪਡੇਟ ਕਰੋ`)
};

export const groups_fediverse_address_copied = /** @type {(inputs: Groups_Fediverse_Address_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਤਾ ਕਾਪੀ ਹੋ ਗਿਆ`)
};

export const groups_fediverse_copy_address = /** @type {(inputs: Groups_Fediverse_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਤਾ ਕਾਪੀ ਕਰੋ`)
};

export const groups_fediverse_copy_failed = /** @type {(inputs: Groups_Fediverse_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਤਾ ਕਾਪੀ ਨਹੀਂ ਹੋ ਸਕਿਆ: ਇਸਨੂੰ ਚੁਣੋ ਅਤੇ ਹੱਥੀਂ ਕਾਪੀ ਕਰੋ।`)
};

export const groups_fediverse_followers_count = /** @type {(inputs: Groups_Fediverse_Followers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ 'ਤੇ ${i?.count} ਫ਼ਾਲੋਅਰ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ 'ਤੇ ${i?.count} ਫ਼ਾਲੋਅਰ`);
	return /** @type {LocalizedString} */ ("groups_fediverse_followers_count");
};

export const groups_fediverse_intro = /** @type {(inputs: Groups_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mastodon, Mobilizon ਜਾਂ ਕਿਸੇ ਵੀ ਫੈਡੀਵਰਸ ਖਾਤੇ ਤੋਂ ਫ਼ਾਲੋ ਕਰੋ: ਨਵੇਂ ਇਵੈਂਟ ਤੁਹਾਡੇ ਤੱਕ ਉੱਥੇ ਪਹੁੰਚਦੇ ਹਨ, ਅਤੇ ਤੁਹਾਡੇ ਜਵਾਬ ਇੱਥੇ ਟਿੱਪਣੀਆਂ ਵਜੋਂ ਵਾਪਸ ਆਉਂਦੇ ਹਨ।`)
};

export const groups_fediverse_title = /** @type {(inputs: Groups_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ ਤੋਂ ਫ਼ਾਲੋ ਕਰੋ`)
};

export const groups_field_description = /** @type {(inputs: Groups_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦਾ ਵੇਰਵਾ`)
};

export const groups_field_handle = /** @type {(inputs: Groups_Field_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ ਹੈਂਡਲ`)
};

export const groups_field_id = /** @type {(inputs: Groups_Field_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਆਈਡੀ`)
};

export const groups_field_name = /** @type {(inputs: Groups_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦਾ ਨਾਮ`)
};

export const groups_field_privacy = /** @type {(inputs: Groups_Field_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਰਦੇਦਾਰੀ`)
};

export const groups_follow_account_label = /** @type {(inputs: Groups_Follow_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਖਾਤਾ (ਨਾਮ@ਸਰਵਰ)`)
};

export const groups_follow_button = /** @type {(inputs: Groups_Follow_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫ਼ਾਲੋ ਕਰੋ`)
};

export const groups_follow_form_label = /** @type {(inputs: Groups_Follow_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣੇ ਫੈਡੀਵਰਸ ਖਾਤੇ ਤੋਂ ਫ਼ਾਲੋ ਕਰੋ`)
};

export const groups_followers_empty = /** @type {(inputs: Groups_Followers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਲੇ ਕੋਈ ਫੈਡੀਵਰਸ ਖਾਤਾ ਇਸ ਗਰੁੱਪ ਨੂੰ ਫ਼ਾਲੋ ਨਹੀਂ ਕਰਦਾ। ਇਸਦਾ ਪਤਾ 'ਬਾਰੇ' ਟੈਬ ਵਿੱਚ ਹੈ, ਸਾਂਝਾ ਕਰਨ ਲਈ ਤਿਆਰ।`)
};

export const groups_followers_list_label = /** @type {(inputs: Groups_Followers_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਦੇ ਫੈਡੀਵਰਸ ਫ਼ਾਲੋਅਰ`)
};

export const groups_followers_load_failed = /** @type {(inputs: Groups_Followers_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ ਫ਼ਾਲੋਅਰ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const groups_followers_since = /** @type {(inputs: Groups_Followers_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} ਤੋਂ ਫ਼ਾਲੋ ਕਰ ਰਹੇ ਹਨ`)
};

export const groups_free_groups = /** @type {(inputs: Groups_Free_GroupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ਇੱਕ ਗਰੁੱਪ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਗਰੁੱਪ`);
	return /** @type {LocalizedString} */ ("groups_free_groups");
};

export const groups_go_to_group = /** @type {(inputs: Groups_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ ਪੰਨੇ 'ਤੇ ਜਾਓ`)
};

export const groups_handle_hint = /** @type {(inputs: Groups_Handle_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mastodon, Mobilizon ਅਤੇ ਹੋਰ ਫੈਡੀਵਰਸ ਖਾਤੇ ਇਸ ਨਾਮ ਨਾਲ ਗਰੁੱਪ ਨੂੰ ਫ਼ਾਲੋ ਕਰਦੇ ਹਨ। ਛੋਟੇ ਅੱਖਰ, ਅੰਕ ਅਤੇ ਅੰਡਰਸਕੋਰ। ਜੇ ਤੁਸੀਂ ਇਸਨੂੰ ਬਾਅਦ ਵਿੱਚ ਬਦਲਦੇ ਹੋ, ਤਾਂ ਪੁਰਾਣਾ ਵੀ ਕੰਮ ਕਰਦਾ ਰਹਿੰਦਾ ਹੈ।`)
};

export const groups_handle_hint_private = /** @type {(inputs: Groups_Handle_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ ਜਨਤਕ ਹੋਣ 'ਤੇ ਵਰਤਿਆ ਜਾਂਦਾ ਹੈ: ਫਿਰ Mastodon, Mobilizon ਅਤੇ ਹੋਰ ਫੈਡੀਵਰਸ ਖਾਤੇ ਇਸ ਨਾਮ ਨਾਲ ਇਸਨੂੰ ਫ਼ਾਲੋ ਕਰਦੇ ਹਨ। ਛੋਟੇ ਅੱਖਰ, ਅੰਕ ਅਤੇ ਅੰਡਰਸਕੋਰ। ਜੇ ਤੁਸੀਂ ਇਸਨੂੰ ਬਾਅਦ ਵਿੱਚ ਬਦਲਦੇ ਹੋ, ਤਾਂ ਪੁਰਾਣਾ ਵੀ ਕੰਮ ਕਰਦਾ ਰਹਿੰਦਾ ਹੈ।`)
};

export const groups_handle_preview = /** @type {(inputs: Groups_Handle_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ ਪਤਾ: ${i?.address}`)
};

export const groups_handover_message = /** @type {(inputs: Groups_Handover_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ${i?.group} ਦਾ ਮਾਲਕ ਬਣ ਜਾਵੇਗਾ, ਅਤੇ ਤੁਸੀਂ ਮੈਂਬਰ ਬਣ ਜਾਓਗੇ: ਤੁਸੀਂ ਹੁਣ ਗਰੁੱਪ ਜਾਂ ਇਸ ਦੇ ਮੈਂਬਰਾਂ ਦਾ ਪ੍ਰਬੰਧ ਨਹੀਂ ਕਰੋਗੇ। ਕੀ ਗਰੁੱਪ ਸੌਂਪਣਾ ਹੈ?`)
};

export const groups_handover_title = /** @type {(inputs: Groups_Handover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਸੌਂਪੋ`)
};

export const groups_help_page = /** @type {(inputs: Groups_Help_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਡਾ ਮਦਦ ਪੰਨਾ`)
};

export const groups_hero_eyebrow = /** @type {(inputs: Groups_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵੈਨਕੂਵਰ ਵਿੱਚ ਗਰੁੱਪ ਸ਼ੁਰੂ ਕਰੋ`)
};

export const groups_hero_get_started = /** @type {(inputs: Groups_Hero_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ੁਰੂ ਕਰੋ`)
};

export const groups_hero_sign_in = /** @type {(inputs: Groups_Hero_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਬਣਾਉਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ`)
};

export const groups_hero_text = /** @type {(inputs: Groups_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਸੀਵਾਲ 'ਤੇ ਦੌੜ, ਕਿਤਾਬ ਕਲੱਬ, ਬੋਰਡ ਗੇਮ ਦੀਆਂ ਸ਼ਾਮਾਂ, ਸਾਂਝੇ ਬਗ਼ੀਚੇ: ਜੋ ਤੁਹਾਨੂੰ ਪਸੰਦ ਹੈ ਉਸ ਦੁਆਲੇ ਗਰੁੱਪ ਸ਼ੁਰੂ ਕਰੋ, ਇਵੈਂਟਾਂ ਦੀ ਯੋਜਨਾ ਬਣਾਓ ਅਤੇ ਨਵੇਂ ਮੈਂਬਰਾਂ ਦਾ ਸੁਆਗਤ ਕਰੋ। ਹਰ ਮੈਂਬਰ ${i?.free} ਮੁਫ਼ਤ ਚਲਾ ਸਕਦਾ ਹੈ।`)
};

export const groups_hero_title = /** @type {(inputs: Groups_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣੇ ਗੁਆਂਢੀਆਂ ਨੂੰ ਇਕੱਠਾ ਕਰੋ`)
};

export const groups_home_place_hint = /** @type {(inputs: Groups_Home_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿੱਥੇ ਗਰੁੱਪ ਜ਼ਿਆਦਾਤਰ ਮਿਲਦਾ ਹੈ; ਨੇੜੇ-ਤੇੜੇ ਖੋਜ ਕਰਨ ਵਾਲੇ ਲੋਕ ਇਸ ਨੂੰ ਲੱਭ ਲੈਂਦੇ ਹਨ।`)
};

export const groups_home_place_label = /** @type {(inputs: Groups_Home_Place_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁੱਖ ਇਲਾਕਾ`)
};

export const groups_home_place_none = /** @type {(inputs: Groups_Home_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਨਹੀਂ`)
};

export const groups_id_available = /** @type {(inputs: Groups_Id_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਇਹ ਗਰੁੱਪ ਆਈਡੀ ਉਪਲਬਧ ਹੈ। ਤੁਹਾਡੇ ਗਰੁੱਪ ਦਾ ਪਤਾ: ${i?.address}`)
};

export const groups_id_hint = /** @type {(inputs: Groups_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਛੋਟੇ ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ, ਅੰਕ ਅਤੇ ਅੰਡਰਸਕੋਰ। ਇਹ ਤੁਹਾਡੇ ਗਰੁੱਪ ਦਾ ਪਤਾ ਬਣ ਜਾਂਦੀ ਹੈ ਅਤੇ ਬਦਲੀ ਨਹੀਂ ਜਾ ਸਕਦੀ।`)
};

export const groups_import_button = /** @type {(inputs: Groups_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੌਜੂਦਾ Meetup ਗਰੁੱਪ ਤੋਂ ਭਰੋ`)
};

export const groups_import_fetching = /** @type {(inputs: Groups_Import_FetchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.button}: Meetup ਪੰਨਾ ਲਿਆਂਦਾ ਜਾ ਰਿਹਾ ਹੈ`)
};

export const groups_import_form_label = /** @type {(inputs: Groups_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup ਗਰੁੱਪ ਇੰਪੋਰਟ ਕਰੋ`)
};

export const groups_import_hint = /** @type {(inputs: Groups_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ Meetup ਪੰਨੇ ਤੋਂ ਉੱਪਰ ਗਰੁੱਪ ਆਈਡੀ, ਨਾਮ ਅਤੇ ਵੇਰਵਾ ਭਰਦਾ ਹੈ।`)
};

export const groups_import_hint_default = /** @type {(inputs: Groups_Import_Hint_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup ਪੰਨੇ ਦਾ ਪਤਾ ਪੇਸਟ ਕਰੋ, ਫਿਰ ਸੇਵ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਭਰੇ ਗਏ ਖ਼ਾਨਿਆਂ ਦੀ ਜਾਂਚ ਕਰੋ।`)
};

export const groups_import_or = /** @type {(inputs: Groups_Import_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਂ`)
};

export const groups_import_url_label = /** @type {(inputs: Groups_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup ਗਰੁੱਪ ਦਾ URL`)
};

export const groups_join_group = /** @type {(inputs: Groups_Join_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ`)
};

export const groups_leave_group = /** @type {(inputs: Groups_Leave_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਛੱਡੋ`)
};

export const groups_lift_ban = /** @type {(inputs: Groups_Lift_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਬੰਦੀ ਹਟਾਓ`)
};

export const groups_loading_banned = /** @type {(inputs: Groups_Loading_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਬੰਦੀਸ਼ੁਦਾ ਲੋਕ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const groups_loading_followers = /** @type {(inputs: Groups_Loading_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ ਫ਼ਾਲੋਅਰ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const groups_loading_group = /** @type {(inputs: Groups_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const groups_loading_members = /** @type {(inputs: Groups_Loading_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const groups_loading_requests = /** @type {(inputs: Groups_Loading_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰਸ਼ਿਪ ਬੇਨਤੀਆਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ`)
};

export const groups_loading_tab = /** @type {(inputs: Groups_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟੈਬ ਲੋਡ ਹੋ ਰਹੀ ਹੈ`)
};

export const groups_loading_your_groups = /** @type {(inputs: Groups_Loading_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਗਰੁੱਪ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const groups_main_page = /** @type {(inputs: Groups_Main_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁੱਖ ਪੰਨੇ`)
};

export const groups_make_event_host = /** @type {(inputs: Groups_Make_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਬਣਾਓ`)
};

export const groups_make_owner = /** @type {(inputs: Groups_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਲਕ ਬਣਾਓ`)
};

export const groups_manage_group = /** @type {(inputs: Groups_Manage_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦਾ ਪ੍ਰਬੰਧ ਕਰੋ`)
};

export const groups_manage_group_of = /** @type {(inputs: Groups_Manage_Group_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਦਾ ਪ੍ਰਬੰਧ ਕਰੋ`)
};

export const groups_member_actions = /** @type {(inputs: Groups_Member_ActionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਲਈ ਹੋਰ ਕਾਰਵਾਈਆਂ`)
};

export const groups_members_empty = /** @type {(inputs: Groups_Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਗਰੁੱਪ ਦਾ ਅਜੇ ਕੋਈ ਮੈਂਬਰ ਨਹੀਂ ਹੈ।`)
};

export const groups_members_list_label = /** @type {(inputs: Groups_Members_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਦੇ ਮੈਂਬਰ`)
};

export const groups_members_load_failed = /** @type {(inputs: Groups_Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const groups_more_groups_note = /** @type {(inputs: Groups_More_Groups_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਇੱਕ ਤੋਂ ਵੱਧ ਗਰੁੱਪ ਚਾਹੀਦੇ ਹਨ? ਹਰ ਮੈਂਬਰ ਗ਼ੈਰ-ਕਾਰੋਬਾਰੀ ਵਰਤੋਂ ਲਈ ${i?.free} ਮੁਫ਼ਤ ਬਣਾ ਸਕਦਾ ਹੈ। ਹੋਰ ਚਲਾਉਣ ਲਈ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ: ${i?.link}।`)
};

export const groups_my_groups = /** @type {(inputs: Groups_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰੇ ਗਰੁੱਪ`)
};

export const groups_my_groups_count = /** @type {(inputs: Groups_My_Groups_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਮੇਰੇ ਗਰੁੱਪ (${i?.count})`)
};

export const groups_my_groups_empty = /** @type {(inputs: Groups_My_Groups_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਗਰੁੱਪ ਦੇ ਮੈਂਬਰ ਨਹੀਂ ਹੋ। ${i?.link} 'ਤੇ ਗਰੁੱਪ ਦੇਖੋ`)
};

export const groups_name_hint = /** @type {(inputs: Groups_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗੁਆਂਢੀ ਸਭ ਤੋਂ ਪਹਿਲਾਂ ਇਹੀ ਦੇਖਣਗੇ, ਜਿਵੇਂ Kits Beach Runners।`)
};

export const groups_not_owner_text = /** @type {(inputs: Groups_Not_Owner_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਦਾ ਪ੍ਰਬੰਧ ${i?.name} ਕਰਦੇ ਹਨ। ਜੇ ਕੁਝ ਬਦਲਣ ਦੀ ਲੋੜ ਹੈ ਤਾਂ ਉਹਨਾਂ ਨੂੰ ਪੁੱਛੋ।`)
};

export const groups_not_owner_title = /** @type {(inputs: Groups_Not_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਹੀ ਇਸ ਗਰੁੱਪ ਦਾ ਪ੍ਰਬੰਧ ਕਰ ਸਕਦਾ ਹੈ`)
};

export const groups_options = /** @type {(inputs: Groups_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ ਵਿਕਲਪ`)
};

export const groups_organized_by = /** @type {(inputs: Groups_Organized_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਪ੍ਰਬੰਧਕ: ${i?.name}`)
};

export const groups_past_empty = /** @type {(inputs: Groups_Past_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਗਰੁੱਪ ਦਾ ਕੋਈ ਪਿਛਲਾ ਇਵੈਂਟ ਨਹੀਂ ਹੈ`)
};

export const groups_privacy_hint_private = /** @type {(inputs: Groups_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੋਕ ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਬੇਨਤੀ ਕਰਦੇ ਹਨ ਅਤੇ ਤੁਸੀਂ ਹਰ ਬੇਨਤੀ ਮਨਜ਼ੂਰ ਕਰਦੇ ਹੋ। ਸਿਰਫ਼ ਮੈਂਬਰ ਹੀ ਮੈਂਬਰਾਂ ਦੀ ਸੂਚੀ ਦੇਖਦੇ ਹਨ।`)
};

export const groups_privacy_hint_public = /** @type {(inputs: Groups_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਵੀ ਸ਼ਾਮਲ ਹੋ ਸਕਦਾ ਹੈ, ਅਤੇ ਸਾਈਨ ਇਨ ਕੀਤੇ ਲੋਕ ਦੇਖ ਸਕਦੇ ਹਨ ਕਿ ਮੈਂਬਰ ਕੌਣ ਹਨ।`)
};

export const groups_reject_question = /** @type {(inputs: Groups_Reject_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਕੀ ${i?.name} ਦੀ ਇਸ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਬੇਨਤੀ ਰੱਦ ਕਰਨੀ ਹੈ? ਉਹ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਬੇਨਤੀ ਕਰ ਸਕਦੇ ਹਨ।`)
};

export const groups_reject_request = /** @type {(inputs: Groups_Reject_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੇਨਤੀ ਰੱਦ ਕਰੋ`)
};

export const groups_remove_confirm = /** @type {(inputs: Groups_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਟਾਓ`)
};

export const groups_remove_event_host = /** @type {(inputs: Groups_Remove_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਵਜੋਂ ਹਟਾਓ`)
};

export const groups_remove_follower = /** @type {(inputs: Groups_Remove_FollowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫ਼ਾਲੋਅਰ ਹਟਾਓ`)
};

export const groups_remove_follower_question = /** @type {(inputs: Groups_Remove_Follower_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਕੀ ${i?.name} ਨੂੰ ਗਰੁੱਪ ਦੇ ਫ਼ਾਲੋਅਰਾਂ ਵਿੱਚੋਂ ਹਟਾਉਣਾ ਹੈ? ਉਹਨਾਂ ਦੇ ਸਰਵਰ ਨੂੰ ਗਰੁੱਪ ਤੋਂ ਹੋਰ ਕੁਝ ਨਹੀਂ ਭੇਜਿਆ ਜਾਵੇਗਾ। ਉਹ ਦੁਬਾਰਾ ਫ਼ਾਲੋ ਕਰ ਸਕਦੇ ਹਨ।`)
};

export const groups_remove_message = /** @type {(inputs: Groups_Remove_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਕੀ ${i?.name} ਨੂੰ ${i?.group} ਵਿੱਚੋਂ ਹਟਾਉਣਾ ਹੈ? ਉਹ ਇਸ ਦੇ ਆਉਣ ਵਾਲੇ ਇਵੈਂਟਾਂ ਵਿੱਚ ਆਪਣੀਆਂ ਸੀਟਾਂ ਛੱਡ ਦੇਣਗੇ, ਅਤੇ ਜਿਨ੍ਹਾਂ ਇਵੈਂਟਾਂ ਦੇ ਉਹ ਮੇਜ਼ਬਾਨ ਹਨ ਉਹ ਤੁਹਾਨੂੰ ਸੌਂਪ ਦਿੱਤੇ ਜਾਣਗੇ।`)
};

export const groups_remove_title = /** @type {(inputs: Groups_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਵਿੱਚੋਂ ਹਟਾਓ`)
};

export const groups_request_to_join = /** @type {(inputs: Groups_Request_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਬੇਨਤੀ ਕਰੋ`)
};

export const groups_requested_membership = /** @type {(inputs: Groups_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰਸ਼ਿਪ ਦੀ ਬੇਨਤੀ ਭੇਜੀ ਗਈ`)
};

export const groups_requests_empty = /** @type {(inputs: Groups_Requests_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਬਕਾਇਆ ਮੈਂਬਰਸ਼ਿਪ ਬੇਨਤੀ ਨਹੀਂ ਹੈ।`)
};

export const groups_requests_list_label = /** @type {(inputs: Groups_Requests_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰਸ਼ਿਪ ਬੇਨਤੀਆਂ`)
};

export const groups_requests_load_failed = /** @type {(inputs: Groups_Requests_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰਸ਼ਿਪ ਬੇਨਤੀਆਂ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀਆਂ।`)
};

export const groups_requests_pending = /** @type {(inputs: Groups_Requests_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} ਬਕਾਇਆ)`)
};

export const groups_required_note = /** @type {(inputs: Groups_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* ਵਾਲੇ ਖ਼ਾਨੇ ਭਰਨੇ ਲਾਜ਼ਮੀ ਹਨ।`)
};

export const groups_role_host = /** @type {(inputs: Groups_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ`)
};

export const groups_role_member = /** @type {(inputs: Groups_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਮੈਂਬਰ`)
};

export const groups_role_owner = /** @type {(inputs: Groups_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦਾ ਮਾਲਕ`)
};

export const groups_save_changes = /** @type {(inputs: Groups_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤਬਦੀਲੀਆਂ ਸੇਵ ਕਰੋ`)
};

export const groups_show_more = /** @type {(inputs: Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਦਿਖਾਓ`)
};

export const groups_show_more_members = /** @type {(inputs: Groups_Show_More_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਮੈਂਬਰ ਦਿਖਾਓ`)
};

export const groups_sign_in_to_join = /** @type {(inputs: Groups_Sign_In_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ`)
};

export const groups_tab_about = /** @type {(inputs: Groups_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਾਰੇ`)
};

export const groups_tab_banned = /** @type {(inputs: Groups_Tab_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਬੰਦੀਸ਼ੁਦਾ`)
};

export const groups_tab_fediverse = /** @type {(inputs: Groups_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ`)
};

export const groups_tab_members = /** @type {(inputs: Groups_Tab_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰ`)
};

export const groups_tab_past = /** @type {(inputs: Groups_Tab_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿਛਲੇ ਇਵੈਂਟ`)
};

export const groups_tab_requests = /** @type {(inputs: Groups_Tab_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰਸ਼ਿਪ ਬੇਨਤੀਆਂ`)
};

export const groups_tab_upcoming = /** @type {(inputs: Groups_Tab_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ`)
};

export const groups_tabs_label = /** @type {(inputs: Groups_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ ਭਾਗ`)
};

export const groups_toast_ban_failed = /** @type {(inputs: Groups_Toast_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵਿਅਕਤੀ 'ਤੇ ਪਾਬੰਦੀ ਨਹੀਂ ਲਾਈ ਜਾ ਸਕੀ।`)
};

export const groups_toast_ban_lifted = /** @type {(inputs: Groups_Toast_Ban_LiftedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਤੋਂ ਪਾਬੰਦੀ ਹਟਾ ਦਿੱਤੀ ਗਈ`)
};

export const groups_toast_change_role_failed = /** @type {(inputs: Groups_Toast_Change_Role_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭੂਮਿਕਾ ਬਦਲੀ ਨਹੀਂ ਜਾ ਸਕੀ।`)
};

export const groups_toast_cover_delete_failed = /** @type {(inputs: Groups_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੀ ਕਵਰ ਤਸਵੀਰ ਮਿਟਾਈ ਨਹੀਂ ਜਾ ਸਕੀ।`)
};

export const groups_toast_cover_deleted = /** @type {(inputs: Groups_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਸਫਲਤਾਪੂਰਵਕ ਮਿਟਾ ਦਿੱਤੀ ਗਈ`)
};

export const groups_toast_cover_upload_failed = /** @type {(inputs: Groups_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੀ ਕਵਰ ਤਸਵੀਰ ਅੱਪਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀ।`)
};

export const groups_toast_cover_uploaded = /** @type {(inputs: Groups_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਸਫਲਤਾਪੂਰਵਕ ਅੱਪਲੋਡ ਹੋ ਗਈ`)
};

export const groups_toast_create_failed = /** @type {(inputs: Groups_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਨਹੀਂ ਬਣ ਸਕਿਆ।`)
};

export const groups_toast_created = /** @type {(inputs: Groups_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਗਰੁੱਪ ਸਫਲਤਾਪੂਰਵਕ ਬਣ ਗਿਆ!`)
};

export const groups_toast_delete_failed = /** @type {(inputs: Groups_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਮਿਟਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const groups_toast_deleted = /** @type {(inputs: Groups_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਮਿਟਾ ਦਿੱਤਾ ਗਿਆ`)
};

export const groups_toast_follow_failed = /** @type {(inputs: Groups_Toast_Follow_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫ਼ਾਲੋ ਕਰਨਾ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const groups_toast_follower_removed = /** @type {(inputs: Groups_Toast_Follower_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਹੁਣ ਗਰੁੱਪ ਨੂੰ ਫ਼ਾਲੋ ਨਹੀਂ ਕਰਦੇ`)
};

export const groups_toast_hand_over_failed = /** @type {(inputs: Groups_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਸੌਂਪਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const groups_toast_handed_over = /** @type {(inputs: Groups_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਹੁਣ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਹੈ`)
};

export const groups_toast_import_failed = /** @type {(inputs: Groups_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਗਰੁੱਪ ਇੰਪੋਰਟ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਪੱਕਾ ਕਰੋ ਕਿ ਲਿੰਕ ਸਹੀ ਹੈ।`)
};

export const groups_toast_import_unreachable = /** @type {(inputs: Groups_Toast_Import_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਵੇਲੇ Meetup ਤੱਕ ਪਹੁੰਚ ਨਹੀਂ ਹੋ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const groups_toast_imported = /** @type {(inputs: Groups_Toast_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup ਗਰੁੱਪ/ਇਵੈਂਟ ਦਾ ਡਾਟਾ ਸਫਲਤਾਪੂਰਵਕ ਇੰਪੋਰਟ ਹੋ ਗਿਆ!`)
};

export const groups_toast_join_failed = /** @type {(inputs: Groups_Toast_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const groups_toast_joined = /** @type {(inputs: Groups_Toast_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋ ਗਏ`)
};

export const groups_toast_leave_failed = /** @type {(inputs: Groups_Toast_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਛੱਡਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const groups_toast_left = /** @type {(inputs: Groups_Toast_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਗਰੁੱਪ ਛੱਡ ਦਿੱਤਾ`)
};

export const groups_toast_lift_ban_failed = /** @type {(inputs: Groups_Toast_Lift_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਬੰਦੀ ਹਟਾਈ ਨਹੀਂ ਜਾ ਸਕੀ।`)
};

export const groups_toast_limit_exceeded = /** @type {(inputs: Groups_Toast_Limit_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਨਹੀਂ ਬਣ ਸਕਿਆ। ਹਰ ਵਰਤੋਂਕਾਰ ਲਈ ਗਰੁੱਪਾਂ ਦੀ ਸੀਮਾ ਪਾਰ ਹੋ ਗਈ ਹੈ।`)
};

export const groups_toast_made_host = /** @type {(inputs: Groups_Toast_Made_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਹੁਣ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਹੈ`)
};

export const groups_toast_member_banned = /** @type {(inputs: Groups_Toast_Member_BannedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 'ਤੇ ਗਰੁੱਪ ਤੋਂ ਪਾਬੰਦੀ ਲਾ ਦਿੱਤੀ ਗਈ`)
};

export const groups_toast_member_removed = /** @type {(inputs: Groups_Toast_Member_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਨੂੰ ਗਰੁੱਪ ਵਿੱਚੋਂ ਹਟਾ ਦਿੱਤਾ ਗਿਆ`)
};

export const groups_toast_membership_request_failed = /** @type {(inputs: Groups_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰਸ਼ਿਪ ਦੀ ਬੇਨਤੀ ਨਹੀਂ ਭੇਜੀ ਜਾ ਸਕੀ।`)
};

export const groups_toast_membership_requested = /** @type {(inputs: Groups_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਤੁਹਾਡੀ ਬੇਨਤੀ ਗਰੁੱਪ ਦੇ ਮਾਲਕ ਨੂੰ ਭੇਜ ਦਿੱਤੀ ਗਈ`)
};

export const groups_toast_remove_follower_failed = /** @type {(inputs: Groups_Toast_Remove_Follower_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫ਼ਾਲੋਅਰ ਹਟਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const groups_toast_remove_member_failed = /** @type {(inputs: Groups_Toast_Remove_Member_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰ ਨੂੰ ਹਟਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const groups_toast_request_approved = /** @type {(inputs: Groups_Toast_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੇਨਤੀ ਮਨਜ਼ੂਰ ਕੀਤੀ ਗਈ`)
};

export const groups_toast_request_handling_failed = /** @type {(inputs: Groups_Toast_Request_Handling_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੇਨਤੀ 'ਤੇ ਕਾਰਵਾਈ ਨਹੀਂ ਹੋ ਸਕੀ।`)
};

export const groups_toast_request_rejected = /** @type {(inputs: Groups_Toast_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੇਨਤੀ ਰੱਦ ਕੀਤੀ ਗਈ`)
};

export const groups_toast_request_withdrawn = /** @type {(inputs: Groups_Toast_Request_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਤੁਹਾਡੀ ਬੇਨਤੀ ਵਾਪਸ ਲੈ ਲਈ ਗਈ`)
};

export const groups_toast_unmade_host = /** @type {(inputs: Groups_Toast_Unmade_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਹੁਣ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਨਹੀਂ ਹੈ`)
};

export const groups_toast_update_failed = /** @type {(inputs: Groups_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਅੱਪਡੇਟ ਨਹੀਂ ਹੋ ਸਕਿਆ`)
};

export const groups_toast_updated = /** @type {(inputs: Groups_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਸਫਲਤਾਪੂਰਵਕ ਅੱਪਡੇਟ ਹੋ ਗਿਆ`)
};

export const groups_toast_withdraw_failed = /** @type {(inputs: Groups_Toast_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੇਨਤੀ ਵਾਪਸ ਨਹੀਂ ਲਈ ਜਾ ਸਕੀ।`)
};

export const groups_upcoming_empty = /** @type {(inputs: Groups_Upcoming_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਆਉਣ ਵਾਲਾ ਇਵੈਂਟ ਤੈਅ ਨਹੀਂ ਹੈ`)
};

export const groups_withdraw_request = /** @type {(inputs: Groups_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੇਨਤੀ ਵਾਪਸ ਲਓ`)
};

export const groups_your_groups_label = /** @type {(inputs: Groups_Your_Groups_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਗਰੁੱਪ`)
};

export const groups_your_groups_load_failed = /** @type {(inputs: Groups_Your_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਗਰੁੱਪ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const home_bubble_book_club = /** @type {(inputs: Home_Bubble_Book_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਤਾਬ ਕਲੱਬ`)
};

export const home_bubble_coffee = /** @type {(inputs: Home_Bubble_CoffeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੌਫ਼ੀ`)
};

export const home_bubble_dog_walks = /** @type {(inputs: Home_Bubble_Dog_WalksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੁੱਤੇ ਦੀ ਸੈਰ`)
};

export const home_bubble_gardening = /** @type {(inputs: Home_Bubble_GardeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਾਗ਼ਬਾਨੀ`)
};

export const home_bubble_hiking = /** @type {(inputs: Home_Bubble_HikingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਈਕਿੰਗ`)
};

export const home_bubble_jam_nights = /** @type {(inputs: Home_Bubble_Jam_NightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੰਗੀਤ ਸ਼ਾਮਾਂ`)
};

export const home_bubble_running = /** @type {(inputs: Home_Bubble_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੌੜ`)
};

export const home_bubble_sketching = /** @type {(inputs: Home_Bubble_SketchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਕੈਚਿੰਗ`)
};

export const home_create_account = /** @type {(inputs: Home_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣਾ ਮੁਫ਼ਤ ਖਾਤਾ ਬਣਾਓ`)
};

export const home_create_own_group = /** @type {(inputs: Home_Create_Own_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣਾ ਗਰੁੱਪ ਬਣਾਓ`)
};

export const home_events_subtitle = /** @type {(inputs: Home_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ, ਸਭ ਤੋਂ ਜਲਦੀ ਵਾਲੇ ਪਹਿਲਾਂ।`)
};

export const home_explore_events = /** @type {(inputs: Home_Explore_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦੇਖੋ`)
};

export const home_explore_groups = /** @type {(inputs: Home_Explore_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇਖੋ`)
};

export const home_find_people_text = /** @type {(inputs: Home_Find_People_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ਨਾਮ ਜਾਂ #ਟੈਗ ਨਾਲ ਗਰੁੱਪ ਖੋਜੋ: ਹਾਈਕਿੰਗ, ਭਾਸ਼ਾ ਵਟਾਂਦਰਾ, ਬਾਗ਼ਬਾਨੀ, ਕੋਡਿੰਗ ਅਤੇ ਹੋਰ ਬਹੁਤ ਕੁਝ। ਹਰ ਮੈਂਬਰ ਇੱਕ ਗਰੁੱਪ ਮੁਫ਼ਤ ਚਲਾ ਸਕਦਾ ਹੈ: ਇਵੈਂਟਾਂ ਦੀ ਯੋਜਨਾ ਬਣਾਓ, ਮੈਂਬਰਾਂ ਦਾ ਸਵਾਗਤ ਕਰੋ ਅਤੇ ਆਪਣਾ ਭਾਈਚਾਰਾ ਬਣਾਓ।`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`ਨਾਮ ਜਾਂ #ਟੈਗ ਨਾਲ ਗਰੁੱਪ ਖੋਜੋ: ਹਾਈਕਿੰਗ, ਭਾਸ਼ਾ ਵਟਾਂਦਰਾ, ਬਾਗ਼ਬਾਨੀ, ਕੋਡਿੰਗ ਅਤੇ ਹੋਰ ਬਹੁਤ ਕੁਝ। ਹਰ ਮੈਂਬਰ ${i?.count} ਗਰੁੱਪ ਮੁਫ਼ਤ ਚਲਾ ਸਕਦਾ ਹੈ: ਇਵੈਂਟਾਂ ਦੀ ਯੋਜਨਾ ਬਣਾਓ, ਮੈਂਬਰਾਂ ਦਾ ਸਵਾਗਤ ਕਰੋ ਅਤੇ ਆਪਣਾ ਭਾਈਚਾਰਾ ਬਣਾਓ।`);
	return /** @type {LocalizedString} */ ("home_find_people_text");
};

export const home_find_people_title = /** @type {(inputs: Home_Find_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣੇ ਵਰਗੇ ਲੋਕ ਲੱਭੋ`)
};

export const home_first_event_text = /** @type {(inputs: Home_First_Event_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੂਰਜ ਚੜ੍ਹਦੇ ਵੇਲੇ ਦੀਆਂ ਹਾਈਕਾਂ, ਬੋਰਡ ਗੇਮਾਂ ਦੀਆਂ ਸ਼ਾਮਾਂ, ਬਾਗ਼ ਵਿੱਚ ਮਿਲ ਕੇ ਕੰਮ: ਆਪਣੇ ਨੇੜੇ ਦੇ ਇਵੈਂਟਾਂ ਵਿੱਚ ਸੀਟ ਰਾਖਵੀਂ ਕਰੋ। ਜਦੋਂ ਕੋਈ ਇਵੈਂਟ ਭਰ ਜਾਵੇ, ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ, ਅਤੇ ਸੀਟ ਖ਼ਾਲੀ ਹੁੰਦਿਆਂ ਹੀ ਅਸੀਂ ਤੁਹਾਨੂੰ ਅੱਗੇ ਕਰ ਦੇਵਾਂਗੇ।`)
};

export const home_first_event_title = /** @type {(inputs: Home_First_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣੇ ਪਹਿਲੇ ਇਵੈਂਟ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ`)
};

export const home_groups_subtitle = /** @type {(inputs: Home_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵੈਨਕੂਵਰ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਦੇ ਗਰੁੱਪ, ਸਭ ਤੋਂ ਸਰਗਰਮ ਪਹਿਲਾਂ।`)
};

export const home_have_account = /** @type {(inputs: Home_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰਾ ਪਹਿਲਾਂ ਹੀ ਖਾਤਾ ਹੈ`)
};

export const home_hero_action = /** @type {(inputs: Home_Hero_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੁਣੇ ਖੋਜਣਾ ਸ਼ੁਰੂ ਕਰੋ`)
};

export const home_hero_eyebrow = /** @type {(inputs: Home_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੂਰੇ ਵੈਨਕੂਵਰ ਵਿੱਚ ਗਰੁੱਪ ਅਤੇ ਇਵੈਂਟ`)
};

export const home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣੀਆਂ ਰੁਚੀਆਂ ਵਾਲੇ ਲੋਕ ਲੱਭੋ, ਸੀਵਾਲ ਦੇ ਨਾਲ-ਨਾਲ ਸਵੇਰ ਦੀ ਦੌੜ ਤੋਂ ਲੈ ਕੇ Mount Pleasant ਵਿੱਚ ਬੋਰਡ ਗੇਮਾਂ ਦੀਆਂ ਸ਼ਾਮਾਂ ਤੱਕ। ਕਿਸੇ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ, ਕਿਸੇ ਇਵੈਂਟ ਵਿੱਚ ਜਾਓ, ਜਾਂ ਆਪਣਾ ਗਰੁੱਪ ਸ਼ੁਰੂ ਕਰੋ।`)
};

export const home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly ਵਿੱਚ ਜੀ ਆਇਆਂ ਨੂੰ - ਨਵੇਂ ਰਿਸ਼ਤੇ ਜੋੜਨ ਦੀ ਥਾਂ!`)
};

export const home_my_events = /** @type {(inputs: Home_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰੇ ਇਵੈਂਟ`)
};

export const home_my_groups = /** @type {(inputs: Home_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰੇ ਗਰੁੱਪ`)
};

export const home_new_text = /** @type {(inputs: Home_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਫ਼ਤ ਖਾਤੇ ਨਾਲ ਤੁਸੀਂ ਗਰੁੱਪਾਂ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋ ਸਕਦੇ ਹੋ, ਇਵੈਂਟਾਂ ਵਿੱਚ ਸੀਟ ਰਾਖਵੀਂ ਕਰ ਸਕਦੇ ਹੋ ਅਤੇ ਆਪਣਾ ਭਾਈਚਾਰਾ ਸ਼ੁਰੂ ਕਰ ਸਕਦੇ ਹੋ। ਪਹਿਲਾਂ ਹੀ ਮੈਂਬਰ ਹੋ? ਸਾਈਨ ਇਨ ਕਰਕੇ ਦੇਖੋ ਕਿ ਤੁਹਾਡੇ ਗਰੁੱਪ ਕੀ ਯੋਜਨਾ ਬਣਾ ਰਹੇ ਹਨ, ਅਤੇ ਨਾਮ ਜਾਂ #ਟੈਗ ਨਾਲ ਖੋਜੋ।`)
};

export const home_new_title = /** @type {(inputs: Home_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly 'ਤੇ ਨਵੇਂ ਹੋ?`)
};

export const home_welcome_back = /** @type {(inputs: Home_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਜੀ ਆਇਆਂ ਨੂੰ, ${i?.name}`)
};

export const home_welcome_text = /** @type {(inputs: Home_Welcome_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੇਖੋ ਤੁਹਾਡੇ ਨੇੜੇ ਕੀ ਹੋ ਰਿਹਾ ਹੈ, ਜਾਂ ਨਾਮ ਜਾਂ #ਟੈਗ ਨਾਲ ਖੋਜੋ।`)
};

export const labels_attendance_with_waitlist = /** @type {(inputs: Labels_Attendance_With_WaitlistInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("pa", i?.count, {});return /** @type {LocalizedString} */ (`${i?.taken} · ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ${i?.count}`)
};

export const labels_event_privacy_private = /** @type {(inputs: Labels_Event_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਿੱਜੀ ਇਵੈਂਟ`)
};

export const labels_event_privacy_public = /** @type {(inputs: Labels_Event_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਨਤਕ ਇਵੈਂਟ`)
};

export const labels_going_count = /** @type {(inputs: Labels_Going_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ਸ਼ਾਮਲ ਹੋ ਰਿਹਾ ਹੈ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹਨ`);
	return /** @type {LocalizedString} */ ("labels_going_count");
};

export const labels_group_privacy_private = /** @type {(inputs: Labels_Group_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਿੱਜੀ ਗਰੁੱਪ`)
};

export const labels_group_privacy_public = /** @type {(inputs: Labels_Group_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਨਤਕ ਗਰੁੱਪ`)
};

export const labels_hidden_by_moderators = /** @type {(inputs: Labels_Hidden_By_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਡਰੇਟਰਾਂ ਵੱਲੋਂ ਲੁਕਾਇਆ ਗਿਆ`)
};

export const labels_location_separator = /** @type {(inputs: Labels_Location_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const labels_members_count = /** @type {(inputs: Labels_Members_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} ਮੈਂਬਰ`)
};

export const labels_no_one_going = /** @type {(inputs: Labels_No_One_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜੇ ਕੋਈ ਸ਼ਾਮਲ ਨਹੀਂ ਹੋ ਰਿਹਾ`)
};

export const labels_participant_role_host = /** @type {(inputs: Labels_Participant_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਜ਼ਬਾਨ`)
};

export const labels_participant_role_participant = /** @type {(inputs: Labels_Participant_Role_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਗੀਦਾਰ`)
};

export const labels_participant_role_waitlisted = /** @type {(inputs: Labels_Participant_Role_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ`)
};

export const labels_places_taken = /** @type {(inputs: Labels_Places_TakenInputs) => LocalizedString} */ (i) => {const limitPlural = registry.plural("pa", i?.limit, {});
	const takenPlural = registry.plural("pa", i?.taken, {});
	const takenText = registry.number("pa", i?.taken, {});
	const limitText = registry.number("pa", i?.limit, {});
	if (takenPlural === "one") return /** @type {LocalizedString} */ (`${i?.limit} ਵਿੱਚੋਂ ${i?.taken} ਸੀਟ ਭਰੀ`);
	if (takenPlural === "other") return /** @type {LocalizedString} */ (`${i?.limit} ਵਿੱਚੋਂ ${i?.taken} ਸੀਟਾਂ ਭਰੀਆਂ`);
	return /** @type {LocalizedString} */ ("labels_places_taken");
};

export const labels_waiting_for_review = /** @type {(inputs: Labels_Waiting_For_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਮੀਖਿਆ ਦੀ ਉਡੀਕ ਵਿੱਚ`)
};

export const legal_contents = /** @type {(inputs: Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵਿਸ਼ਾ-ਸੂਚੀ`)
};

export const legal_cookies_auth_store_duration = /** @type {(inputs: Legal_Cookies_Auth_Store_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਸਾਈਨ ਆਊਟ ਨਹੀਂ ਕਰਦੇ`)
};

export const legal_cookies_auth_store_purpose = /** @type {(inputs: Legal_Cookies_Auth_Store_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਯਾਦ ਰੱਖਦੀ ਹੈ ਕਿ ਤੁਸੀਂ ਸਾਈਨ ਇਨ ਹੋ, ਤੁਹਾਡੀ ਆਈਡੀ ਅਤੇ ਡਿਸਪਲੇ ਨਾਮ ਸਮੇਤ, ਤਾਂ ਜੋ ਪੰਨਾ ਤੁਰੰਤ ਸਹੀ ਮੀਨੂ ਦਿਖਾਵੇ।`)
};

export const legal_cookies_changes_heading = /** @type {(inputs: Legal_Cookies_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਦਲਾਅ ਅਤੇ ਸੰਪਰਕ`)
};

export const legal_cookies_changes_p1 = /** @type {(inputs: Legal_Cookies_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਜੇ ਅਸੀਂ ਕਦੇ ਕੋਈ ਅਜਿਹੀ ਕੂਕੀ ਜੋੜਦੇ ਹਾਂ ਜੋ ਬਿਲਕੁਲ ਜ਼ਰੂਰੀ ਨਹੀਂ ਹੈ, ਤਾਂ ਅਸੀਂ ਪਹਿਲਾਂ ਇਹ ਨੀਤੀ ਅੱਪਡੇਟ ਕਰਾਂਗੇ ਅਤੇ ਤੁਹਾਡੀ ਸਹਿਮਤੀ ਮੰਗਾਂਗੇ। ਸਵਾਲ ਹਨ? ${i?.helpLink} ਰਾਹੀਂ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ, ਅਤੇ ਅਸੀਂ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਨੂੰ ਕਿਵੇਂ ਸੰਭਾਲਦੇ ਹਾਂ, ਇਹ ਜਾਣਨ ਲਈ ${i?.privacyLink} ਦੇਖੋ।`)
};

export const legal_cookies_color_scheme_purpose = /** @type {(inputs: Legal_Cookies_Color_Scheme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਚੁਣੀ ਹਲਕੀ ਜਾਂ ਗੂੜ੍ਹੀ ਰੰਗ-ਸਕੀਮ, ਤਾਂ ਜੋ ਪੰਨਾ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਹੀ ਉਸੇ ਰੰਗ ਵਿੱਚ ਦਿਖੇ। ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਆਪਣੇ ਸਿਸਟਮ ਦੀ ਸੈਟਿੰਗ ਮੰਨਦੇ ਹੋ, ਇਹ ਸੈੱਟ ਨਹੀਂ ਹੁੰਦੀ।`)
};

export const legal_cookies_column_duration = /** @type {(inputs: Legal_Cookies_Column_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿੰਨੀ ਦੇਰ`)
};

export const legal_cookies_column_name = /** @type {(inputs: Legal_Cookies_Column_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਾਮ`)
};

export const legal_cookies_column_purpose = /** @type {(inputs: Legal_Cookies_Column_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਕਸਦ`)
};

export const legal_cookies_column_type = /** @type {(inputs: Legal_Cookies_Column_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸਮ`)
};

export const legal_cookies_control_heading = /** @type {(inputs: Legal_Cookies_Control_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਵਿਕਲਪ`)
};

export const legal_cookies_control_p1 = /** @type {(inputs: Legal_Cookies_Control_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਸਮੇਂ ਆਪਣੇ ਬ੍ਰਾਊਜ਼ਰ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਕੂਕੀਜ਼ ਅਤੇ ਸਾਈਟ ਡਾਟਾ ਮਿਟਾ ਸਕਦੇ ਹੋ, ਅਤੇ ਜ਼ਿਆਦਾਤਰ ਬ੍ਰਾਊਜ਼ਰ ਤੁਹਾਨੂੰ ਕੂਕੀਜ਼ ਪੂਰੀ ਤਰ੍ਹਾਂ ਬਲੌਕ ਕਰਨ ਦਿੰਦੇ ਹਨ। ਜੇ ਤੁਸੀਂ ${i?.session} ਜਾਂ ${i?.xsrf} ਕੂਕੀਜ਼ ਨੂੰ ਬਲੌਕ ਕਰਦੇ ਜਾਂ ਮਿਟਾਉਂਦੇ ਹੋ, ਤਾਂ ਤੁਸੀਂ ਸਾਈਨ ਆਊਟ ਹੋ ਜਾਓਗੇ ਅਤੇ ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਇਹਨਾਂ ਨੂੰ ਦੁਬਾਰਾ ਇਜਾਜ਼ਤ ਨਹੀਂ ਦਿੰਦੇ, ਸਾਈਨ ਇਨ ਨਹੀਂ ਕਰ ਸਕੋਗੇ। ਲੋਕਲ ਸਟੋਰੇਜ ਸਾਫ਼ ਕਰਨ ਨਾਲ ਸਿਰਫ਼ ਤੁਹਾਡੀ ਥੀਮ ਦੀ ਪਸੰਦ ਰੀਸੈੱਟ ਹੁੰਦੀ ਹੈ।`)
};

export const legal_cookies_intro = /** @type {(inputs: Legal_Cookies_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਨੀਤੀ Neighbourly ਵੱਲੋਂ ਵਰਤੀ ਜਾਂਦੀ ਹਰ ਕੂਕੀ ਅਤੇ ਬ੍ਰਾਊਜ਼ਰ ਸਟੋਰੇਜ ਦੀ ਹਰ ਚੀਜ਼ ਦੀ ਸੂਚੀ ਦਿੰਦੀ ਹੈ ਅਤੇ ਦੱਸਦੀ ਹੈ ਕਿ ਕਿਉਂ। ਸੰਖੇਪ ਵਿੱਚ: ਸਿਰਫ਼ ਉਹੀ ਜੋ ਤੁਹਾਨੂੰ ਸਾਈਨ ਇਨ ਕਰਨ, ਤੁਹਾਡੇ ਖਾਤੇ ਦੀ ਰੱਖਿਆ ਕਰਨ ਅਤੇ ਤੁਹਾਡੀ ਥੀਮ ਯਾਦ ਰੱਖਣ ਲਈ ਬਿਲਕੁਲ ਜ਼ਰੂਰੀ ਹੈ। ਕੋਈ ਟਰੈਕਿੰਗ ਨਹੀਂ।`)
};

export const legal_cookies_kind_cookie = /** @type {(inputs: Legal_Cookies_Kind_CookieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੂਕੀ`)
};

export const legal_cookies_kind_cookie_http_only = /** @type {(inputs: Legal_Cookies_Kind_Cookie_Http_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੂਕੀ, HttpOnly`)
};

export const legal_cookies_kind_local_storage = /** @type {(inputs: Legal_Cookies_Kind_Local_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੋਕਲ ਸਟੋਰੇਜ`)
};

export const legal_cookies_kind_session_storage = /** @type {(inputs: Legal_Cookies_Kind_Session_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੈਸ਼ਨ ਸਟੋਰੇਜ`)
};

export const legal_cookies_list_heading = /** @type {(inputs: Legal_Cookies_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਜੋ ਕੂਕੀਜ਼ ਅਤੇ ਸਟੋਰੇਜ ਵਰਤਦੇ ਹਾਂ`)
};

export const legal_cookies_list_p1 = /** @type {(inputs: Legal_Cookies_List_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਤੁਸੀਂ ਸਾਈਨ ਆਊਟ ਕਰਦੇ ਹੋ, ਤਾਂ ਅਸੀਂ ${i?.authStore} ਰਿਕਾਰਡ ਹਟਾ ਦਿੰਦੇ ਹਾਂ ਅਤੇ ${i?.session} ਕੂਕੀ ਸਾਫ਼ ਕਰ ਦਿੰਦੇ ਹਾਂ, ਨਾਲ ਹੀ ਕੋਈ ਵੀ ${i?.legacySession} ਕੂਕੀ ਜੋ ਸਾਈਟ ਦਾ ਕੋਈ ਪੁਰਾਣਾ ਸੰਸਕਰਣ ਛੱਡ ਗਿਆ ਹੋਵੇ।`)
};

export const legal_cookies_locale_purpose = /** @type {(inputs: Legal_Cookies_Locale_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਹ ਭਾਸ਼ਾ ਜੋ ਤੁਸੀਂ ਭਾਸ਼ਾ ਮੀਨੂ ਵਿੱਚ ਚੁਣੀ ਹੈ, ਤਾਂ ਜੋ ਹਰ ਪੰਨਾ ਉਸੇ ਭਾਸ਼ਾ ਵਿੱਚ ਆਵੇ। ਸਿਰਫ਼ ਉਦੋਂ ਸੈੱਟ ਹੁੰਦੀ ਹੈ ਜਦੋਂ ਤੁਸੀਂ ਕੋਈ ਭਾਸ਼ਾ ਚੁਣਦੇ ਹੋ; ਜੇ ਤੁਸੀਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਆਪਣੇ ਖਾਤੇ ਦੀ ਭਾਸ਼ਾ ਸੈੱਟ ਕੀਤੀ ਹੈ, ਤਾਂ ਉਹ ਇਸਦੀ ਥਾਂ ਲੈਂਦੀ ਹੈ।`)
};

export const legal_cookies_necessary_heading = /** @type {(inputs: Legal_Cookies_Necessary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਬਿਲਕੁਲ ਜ਼ਰੂਰੀ`)
};

export const legal_cookies_necessary_not = /** @type {(inputs: Legal_Cookies_Necessary_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਹੀਂ`)
};

export const legal_cookies_necessary_p1 = /** @type {(inputs: Legal_Cookies_Necessary_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਜੋ ਵੀ ਕੂਕੀ ਅਤੇ ਸਟੋਰੇਜ ਚੀਜ਼ ਵਰਤਦੇ ਹਾਂ, ਉਹ ਤੁਹਾਡੀ ਮੰਗੀ ਸੇਵਾ ਦੇਣ ਲਈ ਬਿਲਕੁਲ ਜ਼ਰੂਰੀ ਹੈ: ਸਾਈਨ ਇਨ ਕਰਨਾ, ਤੁਹਾਡੇ ਖਾਤੇ ਨੂੰ ਸੁਰੱਖਿਅਤ ਰੱਖਣਾ ਅਤੇ ਤੁਹਾਡੀਆਂ ਡਿਸਪਲੇ ਪਸੰਦਾਂ ਯਾਦ ਰੱਖਣਾ। ਅਸੀਂ ਵਿਸ਼ਲੇਸ਼ਣ, ਇਸ਼ਤਿਹਾਰ, ਸੋਸ਼ਲ ਮੀਡੀਆ ਜਾਂ ਹੋਰ ਟਰੈਕਿੰਗ ਕੂਕੀਜ਼ ${i?.not} ਵਰਤਦੇ, ਅਸੀਂ ਤੁਹਾਡੀ ਬ੍ਰਾਊਜ਼ਿੰਗ ਦੀਆਂ ਪ੍ਰੋਫਾਈਲਾਂ ਨਹੀਂ ਬਣਾਉਂਦੇ, ਅਤੇ ਅਸੀਂ ਤੀਜੀਆਂ ਧਿਰਾਂ ਨੂੰ Neighbourly ਰਾਹੀਂ ਕੂਕੀਜ਼ ਲਾਉਣ ਨਹੀਂ ਦਿੰਦੇ। ਇਸੇ ਕਰਕੇ ਅਸੀਂ ਕੂਕੀ ਸਹਿਮਤੀ ਬੈਨਰ ਨਹੀਂ ਦਿਖਾਉਂਦੇ।`)
};

export const legal_cookies_necessary_p2 = /** @type {(inputs: Legal_Cookies_Necessary_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਅੱਪ ਪੰਨੇ 'ਤੇ ਸਾਡਾ ਮੂਲ ਕੈਪਚਾ ਕੂਕੀਜ਼ ਤੋਂ ਬਿਨਾਂ ਕੰਮ ਕਰਦਾ ਹੈ। ਜੇ ਸਾਈਨ ਇਨ ਲਈ ਕੋਈ ਬਾਹਰੀ ਪਛਾਣ ਪ੍ਰਦਾਤਾ ਵਰਤਿਆ ਜਾਂਦਾ ਹੈ, ਤਾਂ ਉਹ ਪ੍ਰਦਾਤਾ ਆਪਣੀ ਸਾਈਟ 'ਤੇ ਆਪਣੀਆਂ ਕੂਕੀਜ਼ ਲਾ ਸਕਦਾ ਹੈ।`)
};

export const legal_cookies_one_year = /** @type {(inputs: Legal_Cookies_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇੱਕ ਸਾਲ`)
};

export const legal_cookies_reload_duration = /** @type {(inputs: Legal_Cookies_Reload_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਟੈਬ ਬੰਦ ਨਹੀਂ ਕਰਦੇ`)
};

export const legal_cookies_reload_purpose = /** @type {(inputs: Legal_Cookies_Reload_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨੋਟ ਕਰਦੀਆਂ ਹਨ ਕਿ ਪੰਨਾ ਆਖ਼ਰੀ ਵਾਰ ਆਪਣੇ-ਆਪ ਕਦੋਂ ਰੀਲੋਡ ਹੋਇਆ ਸੀ, Neighbourly ਦਾ ਨਵਾਂ ਸੰਸਕਰਣ ਲੈਣ ਲਈ ਜਾਂ ਤੁਹਾਡੇ ਸੈਸ਼ਨ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਹੋਣ ਤੋਂ ਬਾਅਦ, ਤਾਂ ਜੋ ਇਹ ਕਦੇ ਵੀ ਵਾਰ-ਵਾਰ ਰੀਲੋਡ ਹੋਣ ਦੇ ਚੱਕਰ ਵਿੱਚ ਨਾ ਫਸੇ।`)
};

export const legal_cookies_session_duration = /** @type {(inputs: Legal_Cookies_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਸਾਈਨ ਆਊਟ ਨਹੀਂ ਕਰਦੇ ਜਾਂ ਸੈਸ਼ਨ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਨਹੀਂ ਹੁੰਦੀ`)
};

export const legal_cookies_session_purpose = /** @type {(inputs: Legal_Cookies_Session_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਨੂੰ ਸਾਈਨ ਇਨ ਰੱਖਦੀ ਹੈ। ਇਸ ਵਿੱਚ ਇੱਕ ਬੇਤਰਤੀਬ ਸੈਸ਼ਨ ਪਛਾਣਕਰਤਾ ਹੁੰਦਾ ਹੈ ਜਿਸਨੂੰ ਪੰਨੇ ਦੀਆਂ ਸਕ੍ਰਿਪਟਾਂ ਪੜ੍ਹ ਨਹੀਂ ਸਕਦੀਆਂ।`)
};

export const legal_cookies_table_label = /** @type {(inputs: Legal_Cookies_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly ਵੱਲੋਂ ਵਰਤੀਆਂ ਜਾਂਦੀਆਂ ਕੂਕੀਜ਼ ਅਤੇ ਬ੍ਰਾਊਜ਼ਰ ਸਟੋਰੇਜ`)
};

export const legal_cookies_theme_duration = /** @type {(inputs: Legal_Cookies_Theme_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਆਪਣੇ ਬ੍ਰਾਊਜ਼ਰ ਦਾ ਡਾਟਾ ਸਾਫ਼ ਨਹੀਂ ਕਰਦੇ`)
};

export const legal_cookies_theme_purpose = /** @type {(inputs: Legal_Cookies_Theme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਥੀਮ ਦੀ ਪਸੰਦ: ਹਲਕੀ, ਗੂੜ੍ਹੀ ਜਾਂ ਸਿਸਟਮ ਵਾਲੀ, ਅਤੇ ਕੀ ਤੁਸੀਂ ਇਸਨੂੰ ਖ਼ੁਦ ਬਦਲਿਆ ਹੈ। ਥੀਮ ਲਾਇਬ੍ਰੇਰੀ ਇਹ ਵੀ ਸਟੋਰ ਕਰ ਸਕਦੀ ਹੈ ਕਿ ਕਿਹੜੀਆਂ ਹਲਕੀਆਂ ਅਤੇ ਗੂੜ੍ਹੀਆਂ ਰੰਗ-ਸਕੀਮਾਂ ਵਰਤਣੀਆਂ ਹਨ।`)
};

export const legal_cookies_title = /** @type {(inputs: Legal_Cookies_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੂਕੀ ਨੀਤੀ`)
};

export const legal_cookies_what_heading = /** @type {(inputs: Legal_Cookies_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੂਕੀਜ਼ ਅਤੇ ਬ੍ਰਾਊਜ਼ਰ ਸਟੋਰੇਜ ਕੀ ਹਨ`)
};

export const legal_cookies_what_p1 = /** @type {(inputs: Legal_Cookies_What_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੂਕੀਜ਼ ਲਿਖਤ ਦੇ ਛੋਟੇ ਟੁਕੜੇ ਹਨ ਜਿਨ੍ਹਾਂ ਨੂੰ ਕੋਈ ਵੈੱਬਸਾਈਟ ਤੁਹਾਡੇ ਬ੍ਰਾਊਜ਼ਰ ਨੂੰ ਸੰਭਾਲ ਕੇ ਰੱਖਣ ਅਤੇ ਅਗਲੀਆਂ ਫੇਰੀਆਂ 'ਤੇ ਵਾਪਸ ਭੇਜਣ ਲਈ ਕਹਿੰਦੀ ਹੈ। ਲੋਕਲ ਸਟੋਰੇਜ ਅਤੇ ਸੈਸ਼ਨ ਸਟੋਰੇਜ ਤੁਹਾਡੇ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਅਜਿਹੀਆਂ ਹੀ ਥਾਵਾਂ ਹਨ ਜਿੱਥੇ ਕੋਈ ਸਾਈਟ ਛੋਟੀਆਂ ਸੈਟਿੰਗਾਂ ਰੱਖ ਸਕਦੀ ਹੈ। Neighbourly ਇਹ ਤਿੰਨੇ ਵਰਤਦਾ ਹੈ, ਅਤੇ ਸਿਰਫ਼ ਉਹਨਾਂ ਚੀਜ਼ਾਂ ਲਈ ਜਿਨ੍ਹਾਂ ਦੀ ਸੇਵਾ ਨੂੰ ਕੰਮ ਕਰਨ ਲਈ ਲੋੜ ਹੈ।`)
};

export const legal_cookies_xsrf_duration = /** @type {(inputs: Legal_Cookies_Xsrf_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੈਸ਼ਨ ਦੌਰਾਨ`)
};

export const legal_cookies_xsrf_purpose = /** @type {(inputs: Legal_Cookies_Xsrf_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਖਾਤੇ ਨੂੰ ਕ੍ਰਾਸ-ਸਾਈਟ ਬੇਨਤੀ ਜਾਅਲਸਾਜ਼ੀ (CSRF) ਤੋਂ ਬਚਾਉਂਦੀ ਹੈ: ਤੁਹਾਡੇ ਵੱਲੋਂ ਕੀਤੀ ਹਰ ਤਬਦੀਲੀ ਵਿੱਚ ਇਹ ਟੋਕਨ ਹੋਣਾ ਲਾਜ਼ਮੀ ਹੈ।`)
};

export const legal_fact_city = /** @type {(inputs: Legal_Fact_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵੈਨਕੂਵਰ, ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ, ਕੈਨੇਡਾ`)
};

export const legal_fact_governing_law = /** @type {(inputs: Legal_Fact_Governing_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਸੂਬੇ ਦੇ ਕਾਨੂੰਨਾਂ ਅਤੇ ਉੱਥੇ ਲਾਗੂ ਹੁੰਦੇ ਕੈਨੇਡਾ ਦੇ ਸੰਘੀ ਕਾਨੂੰਨਾਂ`)
};

export const legal_free_groups = /** @type {(inputs: Legal_Free_GroupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ਇੱਕ ਗਰੁੱਪ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਗਰੁੱਪ`);
	return /** @type {LocalizedString} */ ("legal_free_groups");
};

export const legal_free_groups_free = /** @type {(inputs: Legal_Free_Groups_FreeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ਇੱਕ ਮੁਫ਼ਤ ਗਰੁੱਪ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਮੁਫ਼ਤ ਗਰੁੱਪਾਂ`);
	return /** @type {LocalizedString} */ ("legal_free_groups_free");
};

export const legal_help_document_title = /** @type {(inputs: Legal_Help_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਦਦ`)
};

export const legal_help_home = /** @type {(inputs: Legal_Help_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁੱਖ ਪੰਨੇ 'ਤੇ ਵਾਪਸ ਜਾਓ`)
};

export const legal_help_intro = /** @type {(inputs: Legal_Help_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly ਬਾਰੇ ਸਵਾਲ, ਤੁਹਾਡੇ ਖਾਤੇ ਨਾਲ ਕੋਈ ਸਮੱਸਿਆ, ਜਾਂ ਕੀ ਤੁਸੀਂ ${i?.freeGroups} ਤੋਂ ਵੱਧ ਚਾਹੁੰਦੇ ਹੋ? ਸਾਨੂੰ ਲਿਖੋ ਅਤੇ ਅਸੀਂ ਤੁਹਾਨੂੰ ਜਵਾਬ ਦੇਵਾਂਗੇ।`)
};

export const legal_help_loading = /** @type {(inputs: Legal_Help_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਦਦ ਵਾਲਾ ਪਤਾ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const legal_help_title = /** @type {(inputs: Legal_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਦਦ ਚਾਹੀਦੀ ਹੈ?`)
};

export const legal_help_unavailable = /** @type {(inputs: Legal_Help_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਡਾ ਸੰਪਰਕ ਪਤਾ ਇਸ ਵੇਲੇ ਉਪਲਬਧ ਨਹੀਂ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਆਖ਼ਰੀ ਅੱਪਡੇਟ: ${i?.date}`)
};

export const legal_link_cookies = /** @type {(inputs: Legal_Link_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੂਕੀ ਨੀਤੀ`)
};

export const legal_link_help = /** @type {(inputs: Legal_Link_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਦਦ ਪੰਨੇ`)
};

export const legal_link_privacy = /** @type {(inputs: Legal_Link_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਰਦੇਦਾਰੀ ਨੀਤੀ`)
};

export const legal_privacy_age_heading = /** @type {(inputs: Legal_Privacy_Age_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਬਾਲਗਾਂ ਲਈ`)
};

export const legal_privacy_age_p1 = /** @type {(inputs: Legal_Privacy_Age_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly ਸਿਰਫ਼ ${i?.age} ਸਾਲ ਜਾਂ ਇਸ ਤੋਂ ਵੱਧ ਉਮਰ ਦੇ ਲੋਕਾਂ ਲਈ ਹੈ। ਅਸੀਂ ਜਾਣ-ਬੁੱਝ ਕੇ ਇਸ ਤੋਂ ਛੋਟੀ ਉਮਰ ਦੇ ਕਿਸੇ ਵੀ ਵਿਅਕਤੀ ਦੀ ਜਾਣਕਾਰੀ ਇਕੱਠੀ ਨਹੀਂ ਕਰਦੇ। ਜੇ ਤੁਹਾਨੂੰ ਲੱਗਦਾ ਹੈ ਕਿ ਕਿਸੇ ਨਾਬਾਲਗ ਦਾ ਖਾਤਾ ਹੈ, ਤਾਂ ਸਾਨੂੰ ਦੱਸੋ ਅਤੇ ਅਸੀਂ ਉਸਨੂੰ ਬੰਦ ਕਰ ਦੇਵਾਂਗੇ।`)
};

export const legal_privacy_changes_heading = /** @type {(inputs: Legal_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਨੀਤੀ ਵਿੱਚ ਬਦਲਾਅ`)
};

export const legal_privacy_changes_p1 = /** @type {(inputs: Legal_Privacy_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਜੇ ਅਸੀਂ ਇਸ ਨੀਤੀ ਨੂੰ ਬਦਲਦੇ ਹਾਂ, ਤਾਂ ਅਸੀਂ ਨਵਾਂ ਸੰਸਕਰਣ ਨਵੀਂ ਮਿਤੀ ਨਾਲ ਇੱਥੇ ਪੋਸਟ ਕਰਾਂਗੇ, ਅਤੇ ਵੱਡੇ ਬਦਲਾਅ ਲਾਗੂ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਸਾਈਟ 'ਤੇ ਤੁਹਾਨੂੰ ਦੱਸਾਂਗੇ। ${i?.cookiesLink} ਸਾਡੇ ਵੱਲੋਂ ਵਰਤੀਆਂ ਜਾਂਦੀਆਂ ਕੂਕੀਜ਼ ਅਤੇ ਬ੍ਰਾਊਜ਼ਰ ਸਟੋਰੇਜ ਬਾਰੇ ਦੱਸਦੀ ਹੈ।`)
};

export const legal_privacy_collect_account = /** @type {(inputs: Legal_Privacy_Collect_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਯੂਜ਼ਰਨੇਮ, ਡਿਸਪਲੇ ਨਾਮ ਅਤੇ ਪਾਸਵਰਡ। ਪਾਸਵਰਡ ਸਿਰਫ਼ ਸਾਲਟ ਕੀਤੇ, ਇੱਕ-ਪਾਸੜ ਹੈਸ਼ ਵਜੋਂ ਸਟੋਰ ਕੀਤੇ ਜਾਂਦੇ ਹਨ; Neighbourly ਵਿੱਚ ਕੋਈ ਵੀ ਉਹਨਾਂ ਨੂੰ ਪੜ੍ਹ ਨਹੀਂ ਸਕਦਾ।`)
};

export const legal_privacy_collect_account_label = /** @type {(inputs: Legal_Privacy_Collect_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤੇ ਦੇ ਵੇਰਵੇ:`)
};

export const legal_privacy_collect_activity = /** @type {(inputs: Legal_Privacy_Collect_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਵੱਲੋਂ ਬਣਾਏ ਜਾਂ ਜੁਆਇਨ ਕੀਤੇ ਗਰੁੱਪ, ਮੈਂਬਰਸ਼ਿਪ ਦੀਆਂ ਬੇਨਤੀਆਂ, ਉਹ ਇਵੈਂਟ ਜਿਨ੍ਹਾਂ ਦੀ ਤੁਸੀਂ ਮੇਜ਼ਬਾਨੀ ਕਰਦੇ ਹੋ ਜਾਂ ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਸ਼ਾਮਲ ਹੁੰਦੇ ਹੋ, ਟਿੱਪਣੀਆਂ, ਅਤੇ ਸੁਨੇਹੇ ਭੇਜਣ ਦੀ ਸਹੂਲਤ ਉਪਲਬਧ ਹੋਣ 'ਤੇ ਸਿੱਧੇ ਸੁਨੇਹੇ।`)
};

export const legal_privacy_collect_activity_label = /** @type {(inputs: Legal_Privacy_Collect_Activity_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ Neighbourly 'ਤੇ ਕੀ ਕਰਦੇ ਹੋ:`)
};

export const legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਕੀ ਇਕੱਠਾ ਕਰਦੇ ਹਾਂ`)
};

export const legal_privacy_collect_p1 = /** @type {(inputs: Legal_Privacy_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਸਿਰਫ਼ ਉਹੀ ਇਕੱਠਾ ਕਰਦੇ ਹਾਂ ਜਿਸਦੀ Neighbourly ਨੂੰ ਕੰਮ ਕਰਨ ਲਈ ਲੋੜ ਹੈ:`)
};

export const legal_privacy_collect_p2 = /** @type {(inputs: Legal_Privacy_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਤੁਹਾਡਾ ਈਮੇਲ ਪਤਾ, ਫ਼ੋਨ ਨੰਬਰ, ਜਨਮ ਮਿਤੀ ਜਾਂ ਸਹੀ ਟਿਕਾਣਾ ਨਹੀਂ ਮੰਗਦੇ, ਅਤੇ ਅਸੀਂ ਇਸ਼ਤਿਹਾਰੀ ਜਾਂ ਵਿਸ਼ਲੇਸ਼ਣ ਟਰੈਕਰ ਨਹੀਂ ਵਰਤਦੇ।`)
};

export const legal_privacy_collect_profile = /** @type {(inputs: Legal_Privacy_Collect_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇੱਕ ਅਵਤਾਰ ਤਸਵੀਰ ਅਤੇ ਤੁਹਾਡਾ ਟਿਕਾਣਾ (ਸ਼ਹਿਰ, ਸੂਬਾ ਜਾਂ ਰਾਜ, ਅਤੇ ਦੇਸ਼)। ਨਵੇਂ ਖਾਤੇ ਵੈਨਕੂਵਰ, ਬੀ.ਸੀ., ਕੈਨੇਡਾ ਨਾਲ ਸ਼ੁਰੂ ਹੁੰਦੇ ਹਨ।`)
};

export const legal_privacy_collect_profile_label = /** @type {(inputs: Legal_Privacy_Collect_Profile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪ੍ਰੋਫਾਈਲ ਦੇ ਵੇਰਵੇ ਜੋ ਤੁਸੀਂ ਜੋੜਨਾ ਚੁਣਦੇ ਹੋ:`)
};

export const legal_privacy_collect_technical = /** @type {(inputs: Legal_Privacy_Collect_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਸੈਸ਼ਨ ਕੂਕੀ, ਤੁਹਾਡਾ IP ਪਤਾ ਅਤੇ ਸਾਡੇ ਸਰਵਰ ਲੌਗਾਂ ਵਿੱਚ ਬੇਨਤੀਆਂ ਦੇ ਮੁਢਲੇ ਵੇਰਵੇ। ਅਸੀਂ ਇਹਨਾਂ ਨੂੰ ਤੁਹਾਨੂੰ ਸਾਈਨ ਇਨ ਰੱਖਣ, ਦੁਰਵਰਤੋਂ ਰੋਕਣ (ਜਿਵੇਂ ਕਿ ਵਾਰ-ਵਾਰ ਸਾਈਨ ਇਨ ਦੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ) ਅਤੇ ਸਮੱਸਿਆਵਾਂ ਠੀਕ ਕਰਨ ਲਈ ਵਰਤਦੇ ਹਾਂ।`)
};

export const legal_privacy_collect_technical_label = /** @type {(inputs: Legal_Privacy_Collect_Technical_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤਕਨੀਕੀ ਡਾਟਾ:`)
};

export const legal_privacy_contact_heading = /** @type {(inputs: Legal_Privacy_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੰਪਰਕ`)
};

export const legal_privacy_contact_p1 = /** @type {(inputs: Legal_Privacy_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਆਪਣੀ ਪਰਦੇਦਾਰੀ ਬਾਰੇ ਸਵਾਲ ਜਾਂ ਬੇਨਤੀਆਂ ਹਨ? ${i?.helpLink} ਰਾਹੀਂ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ।`)
};

export const legal_privacy_fediverse_heading = /** @type {(inputs: Legal_Privacy_Fediverse_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ`)
};

export const legal_privacy_fediverse_p1 = /** @type {(inputs: Legal_Privacy_Fediverse_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਨਤਕ ਗਰੁੱਪਾਂ ਨੂੰ ਫੈਡੀਵਰਸ ਤੋਂ ਫਾਲੋ ਕੀਤਾ ਜਾ ਸਕਦਾ ਹੈ — ਇਹ Mastodon, Mobilizon ਅਤੇ Gancio ਵਰਗੇ ਸੁਤੰਤਰ ਸਰਵਰਾਂ ਦਾ ਜਾਲ ਹੈ। ਜਦੋਂ ਉੱਥੇ ਕੋਈ ਕਿਸੇ ਜਨਤਕ ਗਰੁੱਪ ਨੂੰ ਫਾਲੋ ਕਰਦਾ ਹੈ, ਤਾਂ ਉਸ ਦੇ ਸਰਵਰ ਨੂੰ ਗਰੁੱਪ ਦਾ ਨਾਮ, ਵੇਰਵਾ, ਕਵਰ ਅਤੇ ਹੈਂਡਲ ਮਿਲਦਾ ਹੈ, ਅਤੇ ਗਰੁੱਪ ਦੇ ਜਨਤਕ ਇਵੈਂਟ ਜਦੋਂ ਬਣਾਏ, ਬਦਲੇ ਜਾਂ ਰੱਦ ਕੀਤੇ ਜਾਂਦੇ ਹਨ: ਨਾਮ, ਵੇਰਵਾ, ਸਮਾਂ, ਥਾਂ, ਕਵਰ, ਟੈਗ ਅਤੇ ਕਿੰਨੀਆਂ ਥਾਵਾਂ ਬਾਕੀ ਹਨ। ਇਹ ਸਰਵਰ ਹੋਰ ਲੋਕ ਆਪਣੀਆਂ ਨੀਤੀਆਂ ਅਧੀਨ ਚਲਾਉਂਦੇ ਹਨ ਅਤੇ ਕਾਪੀਆਂ ਰੱਖ ਸਕਦੇ ਹਨ। ਪ੍ਰਾਈਵੇਟ ਗਰੁੱਪ ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਇਵੈਂਟ, ਮੈਂਬਰ, ਹਾਜ਼ਰ ਲੋਕ, ਸੁਨੇਹੇ ਅਤੇ ਤੁਹਾਡੀ ਪ੍ਰੋਫਾਈਲ ਕਦੇ ਨਹੀਂ ਭੇਜੇ ਜਾਂਦੇ।`)
};

export const legal_privacy_fediverse_p2 = /** @type {(inputs: Legal_Privacy_Fediverse_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਜਨਤਕ ਇਵੈਂਟ ਨੂੰ ਫੈਡੀਵਰਸ ਤੋਂ ਆਏ ਜਵਾਬ ਟਿੱਪਣੀਆਂ ਵਜੋਂ ਦਿਖਦੇ ਹਨ, ਲੇਖਕ ਦੇ ਹੈਂਡਲ ਅਤੇ ਉਸ ਦੀ ਪ੍ਰੋਫਾਈਲ ਦੇ ਲਿੰਕ ਨਾਲ; ਗਰੁੱਪ ਮਾਲਕ ਅਤੇ ਇਵੈਂਟ ਹੋਸਟ ਇਨ੍ਹਾਂ ਨੂੰ ਮਿਟਾ ਸਕਦੇ ਹਨ, ਅਤੇ ਮਾਡਰੇਟਰ ਪੂਰੇ ਸਰਵਰ ਨੂੰ ਬਲੌਕ ਕਰ ਸਕਦੇ ਹਨ। ਜਨਤਕ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਦੇਖ ਸਕਦਾ ਹੈ ਕਿ ਕਿਹੜੇ ਫੈਡੀਵਰਸ ਖਾਤੇ ਇਸ ਨੂੰ ਫਾਲੋ ਕਰਦੇ ਹਨ ਅਤੇ ਕਿਸੇ ਨੂੰ ਵੀ ਹਟਾ ਸਕਦਾ ਹੈ।`)
};

export const legal_privacy_intro = /** @type {(inputs: Legal_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly ${i?.city} ਦੇ ਗੁਆਂਢੀਆਂ ਨੂੰ ਸਥਾਨਕ ਗਰੁੱਪਾਂ ਅਤੇ ਇਵੈਂਟਾਂ ਰਾਹੀਂ ਮਿਲਣ ਵਿੱਚ ਮਦਦ ਕਰਦਾ ਹੈ। ਇਹ ਨੀਤੀ ਦੱਸਦੀ ਹੈ ਕਿ ਅਸੀਂ ਕਿਹੜੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਇਕੱਠੀ ਕਰਦੇ ਹਾਂ, ਕਿਉਂ, ਇਸਨੂੰ ਕੌਣ ਦੇਖ ਸਕਦਾ ਹੈ ਅਤੇ ਤੁਹਾਡੇ ਕੋਲ ਕਿਹੜੇ ਵਿਕਲਪ ਹਨ। Neighbourly ਕੈਨੇਡਾ ਵਿੱਚ ਚਲਾਇਆ ਜਾਂਦਾ ਹੈ, ${i?.age} ਸਾਲ ਜਾਂ ਇਸ ਤੋਂ ਵੱਧ ਉਮਰ ਦੇ ਬਾਲਗਾਂ ਲਈ ਹੈ, ਅਤੇ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਅਤੇ ਕੈਨੇਡਾ ਦੇ ਕਾਨੂੰਨਾਂ ਦੇ ਅਧੀਨ ਹੈ।`)
};

export const legal_privacy_retention_heading = /** @type {(inputs: Legal_Privacy_Retention_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਇਸਨੂੰ ਕਿੰਨੀ ਦੇਰ ਰੱਖਦੇ ਹਾਂ`)
};

export const legal_privacy_retention_p1 = /** @type {(inputs: Legal_Privacy_Retention_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਤੱਕ ਤੁਹਾਡਾ ਖਾਤਾ ਖੁੱਲ੍ਹਾ ਹੈ, ਅਸੀਂ ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਰੱਖਦੇ ਹਾਂ। ਜਦੋਂ ਤੁਸੀਂ ਆਪਣਾ ਖਾਤਾ ਮਿਟਾਉਂਦੇ ਹੋ, ਤਾਂ ਤੁਹਾਡੀ ਪ੍ਰੋਫਾਈਲ, ਮੈਂਬਰਸ਼ਿਪਾਂ, ਇਵੈਂਟਾਂ ਲਈ ਹਾਜ਼ਰੀ ਦੀਆਂ ਪੁਸ਼ਟੀਆਂ, ਟਿੱਪਣੀਆਂ ਅਤੇ ਸੁਨੇਹੇ ਮਿਟਾ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ; ਤੁਹਾਡੀ ਮਾਲਕੀ ਵਾਲਾ ਗਰੁੱਪ ਕਿਸੇ ਹੋਰ ਮੈਂਬਰ ਨੂੰ ਸੌਂਪ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ ਜਾਂ ਮਿਟਾ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ, ਅਤੇ ਤੁਹਾਡੀ ਮੇਜ਼ਬਾਨੀ ਵਾਲੇ ਇਵੈਂਟ ਗਰੁੱਪ ਦੇ ਮਾਲਕ ਨੂੰ ਸੌਂਪ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ। ਸਰਵਰ ਲੌਗ ਸੁਰੱਖਿਆ ਲਈ ਥੋੜ੍ਹੇ ਸਮੇਂ ਤੱਕ ਰੱਖੇ ਜਾਂਦੇ ਹਨ ਅਤੇ ਫਿਰ ਮਿਟਾ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ। ਬੈਕਅੱਪ ਇੱਕ ਚੱਕਰੀ ਸਮਾਂ-ਸਾਰਣੀ ਅਨੁਸਾਰ ਨਵੇਂ ਬੈਕਅੱਪਾਂ ਨਾਲ ਬਦਲ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ।`)
};

export const legal_privacy_rights_heading = /** @type {(inputs: Legal_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਹੱਕ`)
};

export const legal_privacy_rights_p1 = /** @type {(inputs: Legal_Privacy_Rights_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਕੈਨੇਡਾ ਦੇ ਪਰਦੇਦਾਰੀ ਕਾਨੂੰਨਾਂ ਅਧੀਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ PIPEDA ਅਤੇ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਦਾ Personal Information Protection Act (ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਸੁਰੱਖਿਆ ਐਕਟ) ਸ਼ਾਮਲ ਹਨ, ਤੁਸੀਂ ਸਾਡੇ ਕੋਲ ਮੌਜੂਦ ਆਪਣੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਦੇਖਣ ਦੀ ਮੰਗ ਕਰ ਸਕਦੇ ਹੋ, ਸਾਨੂੰ ਇਸਨੂੰ ਠੀਕ ਕਰਨ ਲਈ ਕਹਿ ਸਕਦੇ ਹੋ, ਅਤੇ ਆਪਣਾ ਖਾਤਾ ਬੰਦ ਕਰਕੇ ਆਪਣੀ ਸਹਿਮਤੀ ਵਾਪਸ ਲੈ ਸਕਦੇ ਹੋ। ਤੁਸੀਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਆਪਣੀ ਪ੍ਰੋਫਾਈਲ ਖ਼ੁਦ ਸੋਧ ਸਕਦੇ ਹੋ ਅਤੇ ਆਪਣਾ ਖਾਤਾ ਮਿਟਾ ਸਕਦੇ ਹੋ; ਕਿਸੇ ਹੋਰ ਚੀਜ਼ ਲਈ ${i?.helpLink} ਰਾਹੀਂ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ। ਤੁਸੀਂ ਕੈਨੇਡਾ ਦੇ ਪਰਦੇਦਾਰੀ ਕਮਿਸ਼ਨਰ ਦੇ ਦਫ਼ਤਰ ਜਾਂ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਦੇ ਜਾਣਕਾਰੀ ਅਤੇ ਪਰਦੇਦਾਰੀ ਕਮਿਸ਼ਨਰ ਦੇ ਦਫ਼ਤਰ ਕੋਲ ਸ਼ਿਕਾਇਤ ਵੀ ਕਰ ਸਕਦੇ ਹੋ।`)
};

export const legal_privacy_security_heading = /** @type {(inputs: Legal_Privacy_Security_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਰੱਖਿਆ`)
};

export const legal_privacy_security_p1 = /** @type {(inputs: Legal_Privacy_Security_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਦੀ ਰੱਖਿਆ ਇਨਕ੍ਰਿਪਟ ਕੀਤੇ ਕਨੈਕਸ਼ਨਾਂ, ਹੈਸ਼ ਕੀਤੇ ਪਾਸਵਰਡਾਂ, HttpOnly ਸੈਸ਼ਨ ਕੂਕੀਜ਼, ਕ੍ਰਾਸ-ਸਾਈਟ ਬੇਨਤੀ ਜਾਅਲਸਾਜ਼ੀ ਤੋਂ ਬਚਾਅ ਅਤੇ ਸਾਈਨ ਇਨ ਦੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਦੀ ਦਰ-ਸੀਮਾ ਨਾਲ ਕਰਦੇ ਹਾਂ। ਕੋਈ ਵੀ ਸਿਸਟਮ ਪੂਰੀ ਤਰ੍ਹਾਂ ਸੁਰੱਖਿਅਤ ਨਹੀਂ ਹੁੰਦਾ, ਇਸ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਮਜ਼ਬੂਤ ਪਾਸਵਰਡ ਵਰਤੋ ਜੋ ਤੁਸੀਂ ਹੋਰ ਕਿਤੇ ਨਹੀਂ ਵਰਤਦੇ।`)
};

export const legal_privacy_sharing_heading = /** @type {(inputs: Legal_Privacy_Sharing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਣਕਾਰੀ ਸਾਂਝੀ ਕਰਨਾ`)
};

export const legal_privacy_sharing_item1 = /** @type {(inputs: Legal_Privacy_Sharing_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਹਨਾਂ ਸੇਵਾ ਪ੍ਰਦਾਤਾਵਾਂ ਨਾਲ ਜੋ ਸਾਡੇ ਲਈ Neighbourly ਨੂੰ ਹੋਸਟ ਕਰਦੇ ਅਤੇ ਚਲਾਉਂਦੇ ਹਨ, ਅਜਿਹੇ ਇਕਰਾਰਨਾਮਿਆਂ ਅਧੀਨ ਜੋ ਉਹਨਾਂ ਨੂੰ ਇਸਦੀ ਰੱਖਿਆ ਕਰਨ ਅਤੇ ਇਸਨੂੰ ਸਿਰਫ਼ ਸਾਡੀਆਂ ਹਦਾਇਤਾਂ ਅਨੁਸਾਰ ਵਰਤਣ ਲਈ ਪਾਬੰਦ ਕਰਦੇ ਹਨ;`)
};

export const legal_privacy_sharing_item2 = /** @type {(inputs: Legal_Privacy_Sharing_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਕਾਨੂੰਨ ਇਸਦੀ ਮੰਗ ਕਰੇ, ਜਾਂ ਕਿਸੇ ਦੀ ਸੁਰੱਖਿਆ ਲਈ;`)
};

export const legal_privacy_sharing_item3 = /** @type {(inputs: Legal_Privacy_Sharing_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜੇ Neighbourly ਦਾ ਪੁਨਰਗਠਨ ਹੁੰਦਾ ਹੈ ਜਾਂ ਇਹ ਵੇਚਿਆ ਜਾਂਦਾ ਹੈ, ਤਾਂ ਨਵੇਂ ਮਾਲਕ ਨਾਲ, ਜਿਸਨੂੰ ਇਸ ਨੀਤੀ ਦੀ ਪਾਲਣਾ ਕਰਨੀ ਪਵੇਗੀ।`)
};

export const legal_privacy_sharing_p1 = /** @type {(inputs: Legal_Privacy_Sharing_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਤੁਹਾਡੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਨਾ ਵੇਚਦੇ ਹਾਂ ਨਾ ਕਿਰਾਏ 'ਤੇ ਦਿੰਦੇ ਹਾਂ, ਅਤੇ ਨਾ ਹੀ ਇਸ਼ਤਿਹਾਰ ਦੇਣ ਵਾਲਿਆਂ ਨਾਲ ਸਾਂਝੀ ਕਰਦੇ ਹਾਂ। ਅਸੀਂ ਇਸਨੂੰ ਸਿਰਫ਼ ਇਹਨਾਂ ਹਾਲਤਾਂ ਵਿੱਚ ਸਾਂਝਾ ਕਰਦੇ ਹਾਂ:`)
};

export const legal_privacy_third_parties_heading = /** @type {(inputs: Legal_Privacy_Third_Parties_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਇਨ ਪ੍ਰਦਾਤਾ ਅਤੇ ਕੈਪਚਾ`)
};

export const legal_privacy_third_parties_p1 = /** @type {(inputs: Legal_Privacy_Third_Parties_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜੇ ਤੁਸੀਂ ਕਿਸੇ ਬਾਹਰੀ ਪਛਾਣ ਪ੍ਰਦਾਤਾ ਰਾਹੀਂ ਸਾਈਨ ਇਨ ਕਰਦੇ ਹੋ, ਤਾਂ ਉਹ ਪ੍ਰਦਾਤਾ ਸਾਨੂੰ ਤੁਹਾਡੇ ਲਈ ਇੱਕ ਸਥਿਰ ਪਛਾਣਕਰਤਾ ਅਤੇ, ਜਿੱਥੇ ਉਪਲਬਧ ਹੋਵੇ, ਤੁਹਾਡਾ ਨਾਮ ਦੱਸਦਾ ਹੈ। ਉਹ ਤੁਹਾਡੇ ਡਾਟਾ ਨਾਲ ਕੀ ਕਰਦਾ ਹੈ, ਇਹ ਉਸਦੀ ਆਪਣੀ ਪਰਦੇਦਾਰੀ ਨੀਤੀ ਅਧੀਨ ਆਉਂਦਾ ਹੈ।`)
};

export const legal_privacy_third_parties_p2 = /** @type {(inputs: Legal_Privacy_Third_Parties_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਅੱਪ ਕੈਪਚਾ ਨਾਲ ਸੁਰੱਖਿਅਤ ਹੈ। ਸਾਡਾ ਮੂਲ ਕੈਪਚਾ ਇੱਕ ਪਰੂਫ਼-ਆਫ਼-ਵਰਕ ਜਾਂਚ ਹੈ ਜੋ ਤੁਹਾਡੇ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਅਤੇ ਸਾਡੇ ਆਪਣੇ ਸਰਵਰ 'ਤੇ ਚੱਲਦੀ ਹੈ; ਇਹ ਕੋਈ ਕੂਕੀ ਨਹੀਂ ਲਾਉਂਦੀ ਅਤੇ ਤੀਜੀਆਂ ਧਿਰਾਂ ਨੂੰ ਕੁਝ ਨਹੀਂ ਭੇਜਦੀ। ਜਿੱਥੇ ਕੋਈ ਇੰਸਟਾਲੇਸ਼ਨ ਇਸਦੀ ਥਾਂ Google reCAPTCHA ਵਰਤਦੀ ਹੈ, ਉੱਥੇ Google ਲੋਕਾਂ ਅਤੇ ਬੋਟਾਂ ਵਿੱਚ ਫ਼ਰਕ ਕਰਨ ਲਈ ਲੋੜੀਂਦਾ ਡਾਟਾ Google ਦੀ ਪਰਦੇਦਾਰੀ ਨੀਤੀ ਅਧੀਨ ਪ੍ਰੋਸੈਸ ਕਰਦਾ ਹੈ।`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਰਦੇਦਾਰੀ ਨੀਤੀ`)
};

export const legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਇਸਨੂੰ ਕਿਵੇਂ ਵਰਤਦੇ ਹਾਂ`)
};

export const legal_privacy_use_item1 = /** @type {(inputs: Legal_Privacy_Use_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਖਾਤਾ ਬਣਾਉਣ ਅਤੇ ਸੁਰੱਖਿਅਤ ਰੱਖਣ ਲਈ, ਅਤੇ ਤੁਹਾਨੂੰ ਸਾਈਨ ਇਨ ਰੱਖਣ ਲਈ;`)
};

export const legal_privacy_use_item2 = /** @type {(inputs: Legal_Privacy_Use_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਨੂੰ ਤੁਹਾਡੇ ਨੇੜਲੇ ਗਰੁੱਪ ਅਤੇ ਇਵੈਂਟ ਦਿਖਾਉਣ ਅਤੇ ਤੁਹਾਨੂੰ ਉਹਨਾਂ ਵਿੱਚ ਹਿੱਸਾ ਲੈਣ ਦੇਣ ਲਈ;`)
};

export const legal_privacy_use_item3 = /** @type {(inputs: Legal_Privacy_Use_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪਾਂ ਦੇ ਮਾਲਕਾਂ ਅਤੇ ਇਵੈਂਟਾਂ ਦੇ ਮੇਜ਼ਬਾਨਾਂ ਨੂੰ ਆਪਣੇ ਮੈਂਬਰਾਂ ਅਤੇ ਸ਼ਾਮਲ ਹੋਣ ਵਾਲਿਆਂ ਦਾ ਪ੍ਰਬੰਧ ਕਰਨ ਦੇਣ ਲਈ;`)
};

export const legal_privacy_use_item4 = /** @type {(inputs: Legal_Privacy_Use_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਈਚਾਰੇ ਨੂੰ ਸਪੈਮ, ਧੋਖਾਧੜੀ ਅਤੇ ਦੁਰਵਰਤੋਂ ਤੋਂ ਬਚਾਉਣ ਲਈ;`)
};

export const legal_privacy_use_item5 = /** @type {(inputs: Legal_Privacy_Use_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਤੁਸੀਂ ਮਦਦ ਲਈ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰਦੇ ਹੋ ਤਾਂ ਤੁਹਾਨੂੰ ਜਵਾਬ ਦੇਣ ਲਈ;`)
};

export const legal_privacy_use_item6 = /** @type {(inputs: Legal_Privacy_Use_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣੀਆਂ ਕਾਨੂੰਨੀ ਜ਼ਿੰਮੇਵਾਰੀਆਂ ਪੂਰੀਆਂ ਕਰਨ ਲਈ।`)
};

export const legal_privacy_visible_heading = /** @type {(inputs: Legal_Privacy_Visible_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਲੋਕ ਕੀ ਦੇਖ ਸਕਦੇ ਹਨ`)
};

export const legal_privacy_visible_p1 = /** @type {(inputs: Legal_Privacy_Visible_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਡਿਸਪਲੇ ਨਾਮ, ਅਵਤਾਰ, ਯੂਜ਼ਰਨੇਮ (ਇਹ ਤੁਹਾਡੀ ਪ੍ਰੋਫਾਈਲ ਦੇ ਲਿੰਕ ਵਿੱਚ ਦਿਖਦਾ ਹੈ), ਟਿਕਾਣਾ ਅਤੇ ਤੁਹਾਡੇ ਜੁੜਨ ਦੀ ਮਿਤੀ ਤੁਹਾਡੀ ਪ੍ਰੋਫਾਈਲ 'ਤੇ ਦਿਖਾਈ ਦਿੰਦੇ ਹਨ। ਗਰੁੱਪ ਦੇ ਮੈਂਬਰ ਦੇਖ ਸਕਦੇ ਹਨ ਕਿ ਉਹਨਾਂ ਦੇ ਗਰੁੱਪ ਵਿੱਚ ਹੋਰ ਕੌਣ ਹੈ, ਅਤੇ ਸਾਈਨ ਇਨ ਕੀਤੇ ਵਰਤੋਂਕਾਰ ਉਹਨਾਂ ਇਵੈਂਟਾਂ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਵਾਲੇ ਅਤੇ ਟਿੱਪਣੀਆਂ ਦੇਖ ਸਕਦੇ ਹਨ ਜਿਨ੍ਹਾਂ ਨੂੰ ਉਹ ਦੇਖ ਸਕਦੇ ਹਨ। ਨਿੱਜੀ ਗਰੁੱਪਾਂ ਅਤੇ ਉਹਨਾਂ ਦੇ ਇਵੈਂਟਾਂ ਦੇ ਵੇਰਵੇ ਸਿਰਫ਼ ਉਹਨਾਂ ਦੇ ਮੈਂਬਰਾਂ ਨੂੰ ਦਿਖਾਏ ਜਾਂਦੇ ਹਨ।`)
};

export const legal_privacy_visible_p2 = /** @type {(inputs: Legal_Privacy_Visible_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੋਸਟ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਸੋਚੋ: ਜਨਤਕ ਗਰੁੱਪ ਵਿੱਚ ਤੁਸੀਂ ਜੋ ਵੀ ਸਾਂਝਾ ਕਰਦੇ ਹੋ, ਉਸਨੂੰ ਵਿਜ਼ਿਟਰ ਦੇਖ ਸਕਦੇ ਹਨ।`)
};

export const legal_terms_account_heading = /** @type {(inputs: Legal_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਖਾਤਾ`)
};

export const legal_terms_account_p1 = /** @type {(inputs: Legal_Terms_Account_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਯੂਜ਼ਰਨੇਮ ਅਤੇ ਪਾਸਵਰਡ ਨਾਲ, ਜਾਂ ਜਿੱਥੇ ਉਪਲਬਧ ਹੋਵੇ ਉੱਥੇ ਕਿਸੇ ਬਾਹਰੀ ਪਛਾਣ ਪ੍ਰਦਾਤਾ ਰਾਹੀਂ ਸਾਈਨ ਅੱਪ ਕਰ ਸਕਦੇ ਹੋ। ਆਪਣਾ ਪਾਸਵਰਡ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ ਅਤੇ ਅਜਿਹਾ ਪਾਸਵਰਡ ਚੁਣੋ ਜੋ ਤੁਸੀਂ ਹੋਰ ਕਿਤੇ ਨਹੀਂ ਵਰਤਦੇ। ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਜੋ ਵੀ ਹੁੰਦਾ ਹੈ ਉਸ ਲਈ ਤੁਸੀਂ ਜ਼ਿੰਮੇਵਾਰ ਹੋ; ਜੇ ਤੁਹਾਨੂੰ ਲੱਗਦਾ ਹੈ ਕਿ ਕਿਸੇ ਹੋਰ ਨੇ ਇਸਨੂੰ ਵਰਤਿਆ ਹੈ, ਤਾਂ ਤੁਰੰਤ ${i?.helpLink} ਰਾਹੀਂ ਸਾਨੂੰ ਦੱਸੋ।`)
};

export const legal_terms_account_p2 = /** @type {(inputs: Legal_Terms_Account_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਯੂਜ਼ਰਨੇਮ ਤੁਹਾਡੀ ਪ੍ਰੋਫਾਈਲ ਦੇ ਲਿੰਕਾਂ ਵਿੱਚ ਦਿਖਾਇਆ ਜਾਂਦਾ ਹੈ ਅਤੇ ਇਸਨੂੰ ਬਦਲਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ। ਤੁਹਾਡਾ ਡਿਸਪਲੇ ਨਾਮ, ਅਵਤਾਰ ਅਤੇ ਟਿਕਾਣਾ ਸੱਚਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ ਅਤੇ ਕਿਸੇ ਹੋਰ ਦਾ ਭੇਸ ਨਹੀਂ ਧਾਰਨਾ ਚਾਹੀਦਾ।`)
};

export const legal_terms_agreement_heading = /** @type {(inputs: Legal_Terms_Agreement_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹਨਾਂ ਸ਼ਰਤਾਂ ਬਾਰੇ`)
};

export const legal_terms_agreement_p1 = /** @type {(inputs: Legal_Terms_Agreement_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਸੇਵਾ ਦੀਆਂ ਇਹ ਸ਼ਰਤਾਂ ਤੁਹਾਡੇ ਅਤੇ Neighbourly ਵਿਚਕਾਰ ਇੱਕ ਸਮਝੌਤਾ ਹਨ। Neighbourly ${i?.city} ਲਈ ਭਾਈਚਾਰਕ ਗਰੁੱਪਾਂ ਅਤੇ ਇਵੈਂਟਾਂ ਦੀ ਸੇਵਾ ਹੈ। ਇਹ ਸ਼ਰਤਾਂ ਉਦੋਂ ਲਾਗੂ ਹੁੰਦੀਆਂ ਹਨ ਜਦੋਂ ਵੀ ਤੁਸੀਂ ਸਾਈਟ 'ਤੇ ਆਉਂਦੇ ਹੋ, ਖਾਤਾ ਬਣਾਉਂਦੇ ਹੋ, ਕਿਸੇ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੁੰਦੇ ਹੋ ਜਾਂ ਗਰੁੱਪ ਚਲਾਉਂਦੇ ਹੋ, ਕਿਸੇ ਇਵੈਂਟ ਦੀ ਮੇਜ਼ਬਾਨੀ ਕਰਦੇ ਹੋ ਜਾਂ ਉਸ ਵਿੱਚ ਸ਼ਾਮਲ ਹੁੰਦੇ ਹੋ, ਜਾਂ Neighbourly 'ਤੇ ਕੁਝ ਵੀ ਪੋਸਟ ਕਰਦੇ ਹੋ।`)
};

export const legal_terms_agreement_p2 = /** @type {(inputs: Legal_Terms_Agreement_P2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਖਾਤਾ ਬਣਾ ਕੇ ਜਾਂ Neighbourly ਵਰਤ ਕੇ ਤੁਸੀਂ ਇਹ ਸ਼ਰਤਾਂ, ਸਾਡੀ ${i?.privacyLink} ਅਤੇ ਸਾਡੀ ${i?.cookiesLink} ਸਵੀਕਾਰ ਕਰਦੇ ਹੋ। ਜੇ ਤੁਸੀਂ ਸਹਿਮਤ ਨਹੀਂ ਹੋ, ਤਾਂ ਕਿਰਪਾ ਕਰਕੇ ਇਹ ਸੇਵਾ ਨਾ ਵਰਤੋ।`)
};

export const legal_terms_changes_heading = /** @type {(inputs: Legal_Terms_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹਨਾਂ ਸ਼ਰਤਾਂ ਵਿੱਚ ਬਦਲਾਅ`)
};

export const legal_terms_changes_p1 = /** @type {(inputs: Legal_Terms_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਜਿਵੇਂ-ਜਿਵੇਂ Neighbourly ਵਧਦਾ ਹੈ, ਅਸੀਂ ਇਹਨਾਂ ਸ਼ਰਤਾਂ ਨੂੰ ਅੱਪਡੇਟ ਕਰ ਸਕਦੇ ਹਾਂ। ਜਦੋਂ ਅਸੀਂ ਕੋਈ ਬਦਲਾਅ ਕਰਦੇ ਹਾਂ, ਤਾਂ ਅਸੀਂ ਸਾਈਟ 'ਤੇ ਨੋਟਿਸ ਦੇਵਾਂਗੇ ਅਤੇ ਵੱਡੇ ਬਦਲਾਵਾਂ ਲਈ ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਸੁਨੇਹਾ ਵੀ ਭੇਜਾਂਗੇ। ਬਦਲਾਅ ਨੋਟਿਸ ਦੇਣ ਤੋਂ ${i?.days} ਦਿਨ ਬਾਅਦ ਲਾਗੂ ਹੁੰਦੇ ਹਨ। ਜੇ ਤੁਸੀਂ ਉਸ ਤੋਂ ਬਾਅਦ ਵੀ Neighbourly ਵਰਤਦੇ ਰਹਿੰਦੇ ਹੋ, ਤਾਂ ਤੁਸੀਂ ਅੱਪਡੇਟ ਕੀਤੀਆਂ ਸ਼ਰਤਾਂ ਸਵੀਕਾਰ ਕਰਦੇ ਹੋ; ਜੇ ਤੁਸੀਂ ਸਹਿਮਤ ਨਹੀਂ ਹੋ, ਤਾਂ ਤੁਸੀਂ ਉਹਨਾਂ ਦੇ ਲਾਗੂ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਆਪਣਾ ਖਾਤਾ ਬੰਦ ਕਰ ਸਕਦੇ ਹੋ।`)
};

export const legal_terms_contact_heading = /** @type {(inputs: Legal_Terms_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੰਪਰਕ`)
};

export const legal_terms_contact_p1 = /** @type {(inputs: Legal_Terms_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਇਹਨਾਂ ਸ਼ਰਤਾਂ ਬਾਰੇ ਸਵਾਲ ਹਨ? ${i?.helpLink} ਰਾਹੀਂ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ।`)
};

export const legal_terms_content_heading = /** @type {(inputs: Legal_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਜੋ ਪੋਸਟ ਕਰਦੇ ਹੋ`)
};

export const legal_terms_content_p1 = /** @type {(inputs: Legal_Terms_Content_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਵੱਲੋਂ ਪੋਸਟ ਕੀਤੀ ਲਿਖਤ ਅਤੇ ਤਸਵੀਰਾਂ, ਜਿਵੇਂ ਕਿ ਗਰੁੱਪਾਂ ਦੇ ਵੇਰਵੇ, ਇਵੈਂਟਾਂ ਦੀ ਜਾਣਕਾਰੀ, ਟਿੱਪਣੀਆਂ, ਸੁਨੇਹੇ, ਕਵਰ ਤਸਵੀਰਾਂ ਅਤੇ ਅਵਤਾਰ, ਦੀ ਮਾਲਕੀ ਤੁਹਾਡੇ ਕੋਲ ਹੀ ਰਹਿੰਦੀ ਹੈ। ਤੁਸੀਂ Neighbourly ਨੂੰ ਇਸ ਸਮੱਗਰੀ ਨੂੰ ਸੇਵਾ ਦੇ ਅੰਦਰ ਸਟੋਰ ਕਰਨ, ਦਿਖਾਉਣ ਅਤੇ ਸਾਂਝਾ ਕਰਨ ਦਾ ਗ਼ੈਰ-ਨਿਵੇਕਲਾ, ਰਾਇਲਟੀ-ਮੁਕਤ ਲਾਇਸੈਂਸ ਦਿੰਦੇ ਹੋ ਤਾਂ ਜੋ ਸੇਵਾ ਉਮੀਦ ਮੁਤਾਬਕ ਕੰਮ ਕਰ ਸਕੇ, ਜਿਵੇਂ ਕਿ ਤੁਹਾਡੇ ਗਰੁੱਪ ਦੇ ਮੈਂਬਰਾਂ ਨੂੰ ਤੁਹਾਡਾ ਇਵੈਂਟ ਦਿਖਾਉਣਾ। ਜਦੋਂ ਤੁਸੀਂ ਸਮੱਗਰੀ ਜਾਂ ਆਪਣਾ ਖਾਤਾ ਮਿਟਾਉਂਦੇ ਹੋ ਤਾਂ ਲਾਇਸੈਂਸ ਖ਼ਤਮ ਹੋ ਜਾਂਦਾ ਹੈ, ਸਿਵਾਏ ਉਹਨਾਂ ਕਾਪੀਆਂ ਦੇ ਜੋ ਹੋਰ ਵਰਤੋਂਕਾਰਾਂ ਨੂੰ ਸੁਨੇਹਿਆਂ ਵਿੱਚ ਪਹਿਲਾਂ ਹੀ ਮਿਲ ਚੁੱਕੀਆਂ ਹਨ।`)
};

export const legal_terms_content_p2 = /** @type {(inputs: Legal_Terms_Content_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਉਹੀ ਸਮੱਗਰੀ ਪੋਸਟ ਕਰੋ ਜਿਸਨੂੰ ਸਾਂਝਾ ਕਰਨ ਦਾ ਤੁਹਾਨੂੰ ਹੱਕ ਹੈ। ਜੋ ਸਮੱਗਰੀ ਇਹਨਾਂ ਸ਼ਰਤਾਂ ਜਾਂ ਕਾਨੂੰਨ ਦੀ ਉਲੰਘਣਾ ਕਰਦੀ ਹੈ, ਅਸੀਂ ਉਸਨੂੰ ਹਟਾ ਸਕਦੇ ਹਾਂ।`)
};

export const legal_terms_disclaimer_heading = /** @type {(inputs: Legal_Terms_Disclaimer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜ਼ਿੰਮੇਵਾਰੀ ਤੋਂ ਇਨਕਾਰ`)
};

export const legal_terms_disclaimer_p1 = /** @type {(inputs: Legal_Terms_Disclaimer_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly "ਜਿਵੇਂ ਹੈ" ਅਤੇ "ਜਿਵੇਂ ਉਪਲਬਧ ਹੈ" ਦੇ ਆਧਾਰ 'ਤੇ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ। ਕਾਨੂੰਨ ਜਿੰਨੀ ਇਜਾਜ਼ਤ ਦਿੰਦਾ ਹੈ, ਉਸ ਹੱਦ ਤੱਕ ਅਸੀਂ ਕੋਈ ਵਾਅਦਾ ਨਹੀਂ ਕਰਦੇ ਕਿ ਸੇਵਾ ਬਿਨਾਂ ਰੁਕਾਵਟ ਜਾਂ ਬਿਨਾਂ ਗ਼ਲਤੀਆਂ ਦੇ ਚੱਲੇਗੀ, ਜਾਂ ਵਰਤੋਂਕਾਰਾਂ ਵੱਲੋਂ ਪੋਸਟ ਕੀਤੇ ਗਰੁੱਪ, ਇਵੈਂਟ ਅਤੇ ਸਮੱਗਰੀ ਸਹੀ, ਸੁਰੱਖਿਅਤ ਜਾਂ ਤੁਹਾਡੇ ਲਈ ਢੁਕਵੇਂ ਹਨ। ਇਹਨਾਂ ਸ਼ਰਤਾਂ ਦੀ ਕੋਈ ਵੀ ਗੱਲ ਖਪਤਕਾਰ ਸੁਰੱਖਿਆ ਕਾਨੂੰਨ ਅਧੀਨ ਤੁਹਾਡੇ ਕਿਸੇ ਅਜਿਹੇ ਹੱਕ ਨੂੰ ਸੀਮਤ ਨਹੀਂ ਕਰਦੀ ਜਿਸਨੂੰ ਬਾਹਰ ਨਹੀਂ ਕੀਤਾ ਜਾ ਸਕਦਾ।`)
};

export const legal_terms_eligibility_heading = /** @type {(inputs: Legal_Terms_Eligibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly ਕੌਣ ਵਰਤ ਸਕਦਾ ਹੈ`)
};

export const legal_terms_eligibility_p1 = /** @type {(inputs: Legal_Terms_Eligibility_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly ਸਿਰਫ਼ ਬਾਲਗਾਂ ਲਈ ਹੈ। ਖਾਤਾ ਬਣਾਉਣ, ਕਿਸੇ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਜਾਂ ਸੇਵਾ ਰਾਹੀਂ ਆਯੋਜਿਤ ਕਿਸੇ ਇਵੈਂਟ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਤੁਹਾਡੀ ਉਮਰ ${i?.age} ਸਾਲ ਜਾਂ ਇਸ ਤੋਂ ਵੱਧ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ। ਸਾਈਨ ਅੱਪ ਕਰਕੇ ਤੁਸੀਂ ਪੁਸ਼ਟੀ ਕਰਦੇ ਹੋ ਕਿ ਤੁਹਾਡੀ ਉਮਰ ਘੱਟੋ-ਘੱਟ ${i?.age} ਸਾਲ ਹੈ।`)
};

export const legal_terms_eligibility_p2 = /** @type {(inputs: Legal_Terms_Eligibility_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਰ ਖਾਤਾ ਇੱਕ ਵਿਅਕਤੀ ਦਾ ਹੁੰਦਾ ਹੈ। ਤੁਸੀਂ ਕਿਸੇ ਹੋਰ ਲਈ ਖਾਤਾ ਨਹੀਂ ਬਣਾ ਸਕਦੇ, ਆਪਣਾ ਖਾਤਾ ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਨਹੀਂ ਕਰ ਸਕਦੇ, ਅਤੇ ਜੇ ਅਸੀਂ ਇਹਨਾਂ ਸ਼ਰਤਾਂ ਦੀ ਉਲੰਘਣਾ ਕਾਰਨ ਤੁਹਾਡਾ ਕੋਈ ਖਾਤਾ ਬੰਦ ਕੀਤਾ ਹੈ ਤਾਂ ਨਵਾਂ ਖਾਤਾ ਨਹੀਂ ਖੋਲ੍ਹ ਸਕਦੇ।`)
};

export const legal_terms_ending_heading = /** @type {(inputs: Legal_Terms_Ending_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣਾ ਖਾਤਾ ਬੰਦ ਕਰਨਾ`)
};

export const legal_terms_ending_p1 = /** @type {(inputs: Legal_Terms_Ending_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਸਮੇਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਜਾ ਕੇ ਆਪਣਾ ਖਾਤਾ ਮਿਟਾ ਸਕਦੇ ਹੋ। ਅਜਿਹਾ ਕਰਨ 'ਤੇ ਤੁਹਾਡੀਆਂ ਮੈਂਬਰਸ਼ਿਪਾਂ, ਇਵੈਂਟਾਂ ਲਈ ਹਾਜ਼ਰੀ ਦੀਆਂ ਪੁਸ਼ਟੀਆਂ, ਟਿੱਪਣੀਆਂ ਅਤੇ ਸੁਨੇਹੇ ਹਟਾ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ। ਤੁਹਾਡੀ ਮਾਲਕੀ ਵਾਲਾ ਗਰੁੱਪ ਉਸਦੇ ਕਿਸੇ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਨੂੰ, ਜਾਂ ਜੇ ਕੋਈ ਨਾ ਹੋਵੇ ਤਾਂ ਉਸਦੇ ਕਿਸੇ ਮੈਂਬਰ ਨੂੰ ਸੌਂਪ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ; ਜਿਸ ਗਰੁੱਪ ਵਿੱਚ ਕੋਈ ਨਹੀਂ ਬਚਦਾ, ਉਹ ਮਿਟਾ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ।`)
};

export const legal_terms_ending_p2 = /** @type {(inputs: Legal_Terms_Ending_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜੋ ਖਾਤਾ ਇਹਨਾਂ ਸ਼ਰਤਾਂ ਦੀ ਉਲੰਘਣਾ ਕਰਦਾ ਹੈ, ਹੋਰ ਲੋਕਾਂ ਨੂੰ ਖ਼ਤਰੇ ਵਿੱਚ ਪਾਉਂਦਾ ਹੈ ਜਾਂ Neighbourly ਨੂੰ ਕਾਨੂੰਨੀ ਜ਼ਿੰਮੇਵਾਰੀ ਦੇ ਜੋਖਮ ਵਿੱਚ ਪਾਉਂਦਾ ਹੈ, ਅਸੀਂ ਉਸਨੂੰ ਮੁਅੱਤਲ ਜਾਂ ਬੰਦ ਕਰ ਸਕਦੇ ਹਾਂ। ਜਿੱਥੇ ਇਹ ਸੁਰੱਖਿਅਤ ਅਤੇ ਕਾਨੂੰਨੀ ਹੋਵੇ, ਅਸੀਂ ਤੁਹਾਨੂੰ ਕਾਰਨ ਦੱਸਾਂਗੇ।`)
};

export const legal_terms_groups_heading = /** @type {(inputs: Legal_Terms_Groups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਅਤੇ ਇਵੈਂਟ`)
};

export const legal_terms_groups_item1 = /** @type {(inputs: Legal_Terms_Groups_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣੇ ਇਵੈਂਟਾਂ ਦਾ ਸਹੀ ਵੇਰਵਾ ਦਿੰਦੇ ਹਨ, ਜਿਸ ਵਿੱਚ ਥਾਂ, ਸਮਾਂ ਅਤੇ ਕੋਈ ਵੀ ਸੀਮਾਵਾਂ ਸ਼ਾਮਲ ਹਨ;`)
};

export const legal_terms_groups_item2 = /** @type {(inputs: Legal_Terms_Groups_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਂਬਰਸ਼ਿਪ ਦੀਆਂ ਬੇਨਤੀਆਂ ਅਤੇ ਹਾਜ਼ਰੀ ਨੂੰ ਨਿਰਪੱਖਤਾ ਨਾਲ ਸੰਭਾਲਦੇ ਹਨ;`)
};

export const legal_terms_groups_item3 = /** @type {(inputs: Legal_Terms_Groups_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਨੂੰਨ ਦੀ ਪਾਲਣਾ ਕਰਦੇ ਹਨ, ਜਿਸ ਵਿੱਚ ਉਹਨਾਂ ਦੇ ਇਵੈਂਟ 'ਤੇ ਲਾਗੂ ਹੁੰਦੇ ਕੋਈ ਵੀ ਪਰਮਿਟ ਜਾਂ ਥਾਂ ਦੇ ਨਿਯਮ ਸ਼ਾਮਲ ਹਨ।`)
};

export const legal_terms_groups_p1 = /** @type {(inputs: Legal_Terms_Groups_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਰ ਵਰਤੋਂਕਾਰ ਗ਼ੈਰ-ਵਪਾਰਕ ਵਰਤੋਂ ਲਈ ${i?.freeGroups} ਮੁਫ਼ਤ ਬਣਾ ਸਕਦਾ ਹੈ, ਜਿਵੇਂ ਕਿ ਕਿਤਾਬ ਕਲੱਬ, ਦੌੜਨ ਵਾਲਿਆਂ ਦੀ ਟੋਲੀ ਜਾਂ ਇਲਾਕੇ ਦੀ ਸਫ਼ਾਈ ਮੁਹਿੰਮ। ਮੁਨਾਫ਼ੇ ਲਈ, ਸਾਮਾਨ ਜਾਂ ਸੇਵਾਵਾਂ ਵੇਚਣ ਲਈ, ਜਾਂ ਕਿਸੇ ਕਾਰੋਬਾਰ ਦਾ ਪ੍ਰਚਾਰ ਕਰਨ ਲਈ ਚਲਾਏ ਜਾਂਦੇ ਗਰੁੱਪ ਮੁਫ਼ਤ ਸਹੂਲਤ ਵਿੱਚ ਸ਼ਾਮਲ ਨਹੀਂ ਹਨ। ਜੇ ਤੁਸੀਂ ਹੋਰ ਗਰੁੱਪ ਚਾਹੁੰਦੇ ਹੋ, ਜਾਂ ਕਿਸੇ ਸੰਸਥਾ ਲਈ ਗਰੁੱਪ ਚਲਾਉਣਾ ਚਾਹੁੰਦੇ ਹੋ, ਤਾਂ ${i?.helpLink} ਰਾਹੀਂ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ।`)
};

export const legal_terms_groups_p2 = /** @type {(inputs: Legal_Terms_Groups_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪਾਂ ਦੇ ਮਾਲਕ ਅਤੇ ਇਵੈਂਟਾਂ ਦੇ ਮੇਜ਼ਬਾਨ ਆਪਣੇ ਚਲਾਏ ਗਰੁੱਪਾਂ ਅਤੇ ਇਵੈਂਟਾਂ ਲਈ ਜ਼ਿੰਮੇਵਾਰ ਹਨ। ਉਹ:`)
};

export const legal_terms_groups_p3 = /** @type {(inputs: Legal_Terms_Groups_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਅਸਲ ਦੁਨੀਆ ਵਿੱਚ ਹੁੰਦੇ ਹਨ, Neighbourly 'ਤੇ ਨਹੀਂ। ਅਸੀਂ ਇਵੈਂਟਾਂ, ਮੇਜ਼ਬਾਨਾਂ ਜਾਂ ਸ਼ਾਮਲ ਹੋਣ ਵਾਲਿਆਂ ਦਾ ਪ੍ਰਬੰਧ, ਨਿਗਰਾਨੀ ਜਾਂ ਜਾਂਚ ਨਹੀਂ ਕਰਦੇ। ਸਮਝਦਾਰੀ ਵਰਤੋ: ਜਨਤਕ ਥਾਵਾਂ 'ਤੇ ਮਿਲੋ, ਕਿਸੇ ਦੋਸਤ ਨੂੰ ਦੱਸੋ ਕਿ ਤੁਸੀਂ ਕਿੱਥੇ ਜਾ ਰਹੇ ਹੋ, ਅਤੇ ਜੇ ਤੁਸੀਂ ਅਸੁਰੱਖਿਅਤ ਮਹਿਸੂਸ ਕਰੋ ਤਾਂ ਉੱਥੋਂ ਚਲੇ ਜਾਓ।`)
};

export const legal_terms_intro = /** @type {(inputs: Legal_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly ਵਿੱਚ ਤੁਹਾਡਾ ਸਵਾਗਤ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਇਹ ਸ਼ਰਤਾਂ ਧਿਆਨ ਨਾਲ ਪੜ੍ਹੋ: ਇਹ ਦੱਸਦੀਆਂ ਹਨ ਕਿ ਤੁਸੀਂ ਸਾਡੇ ਤੋਂ ਕੀ ਉਮੀਦ ਕਰ ਸਕਦੇ ਹੋ ਅਤੇ ਅਸੀਂ ਤੁਹਾਡੇ ਤੋਂ ਕੀ ਉਮੀਦ ਕਰਦੇ ਹਾਂ। ਸੰਖੇਪ ਵਿੱਚ, Neighbourly ਸਿਰਫ਼ ${i?.age} ਸਾਲ ਜਾਂ ਇਸ ਤੋਂ ਵੱਧ ਉਮਰ ਦੇ ਬਾਲਗਾਂ ਲਈ ਹੈ, ਹਰ ਵਰਤੋਂਕਾਰ ਗ਼ੈਰ-ਵਪਾਰਕ ਵਰਤੋਂ ਲਈ ${i?.freeGroups} ਮੁਫ਼ਤ ਚਲਾ ਸਕਦਾ ਹੈ, ਅਤੇ ਕੈਨੇਡਾ ਦੇ ਕਾਨੂੰਨ ਲਾਗੂ ਹੁੰਦੇ ਹਨ।`)
};

export const legal_terms_law_heading = /** @type {(inputs: Legal_Terms_Law_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲਾਗੂ ਕਾਨੂੰਨ`)
};

export const legal_terms_law_p1 = /** @type {(inputs: Legal_Terms_Law_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਇਹ ਸ਼ਰਤਾਂ ${i?.law} ਦੇ ਅਧੀਨ ਹਨ, ਅਤੇ ਝਗੜਿਆਂ ਦਾ ਨਿਪਟਾਰਾ ਸਿਰਫ਼ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ, ਕੈਨੇਡਾ ਦੀਆਂ ਅਦਾਲਤਾਂ ਦੇ ਅਧਿਕਾਰ ਖੇਤਰ ਵਿੱਚ ਹੁੰਦਾ ਹੈ, ਜਦੋਂ ਤੱਕ ਤੁਹਾਡੀ ਰਿਹਾਇਸ਼ ਵਾਲੀ ਥਾਂ ਦਾ ਕਾਨੂੰਨ ਤੁਹਾਨੂੰ ਕਿਤੇ ਹੋਰ ਦਾਅਵਾ ਕਰਨ ਦਾ ਹੱਕ ਨਹੀਂ ਦਿੰਦਾ।`)
};

export const legal_terms_liability_heading = /** @type {(inputs: Legal_Terms_Liability_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜ਼ਿੰਮੇਵਾਰੀ ਦੀ ਸੀਮਾ`)
};

export const legal_terms_liability_p1 = /** @type {(inputs: Legal_Terms_Liability_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਨੂੰਨ ਵੱਲੋਂ ਦਿੱਤੀ ਪੂਰੀ ਹੱਦ ਤੱਕ, Neighbourly ਤੁਹਾਡੇ ਵੱਲੋਂ ਸੇਵਾ ਦੀ ਵਰਤੋਂ ਜਾਂ ਤੁਹਾਡੇ ਵੱਲੋਂ ਹਿੱਸਾ ਲਏ ਕਿਸੇ ਗਰੁੱਪ ਜਾਂ ਇਵੈਂਟ ਤੋਂ ਹੋਣ ਵਾਲੇ ਅਸਿੱਧੇ, ਅਚਾਨਕ, ਵਿਸ਼ੇਸ਼ ਜਾਂ ਨਤੀਜਨ ਨੁਕਸਾਨਾਂ ਲਈ, ਜਾਂ ਡਾਟਾ, ਮੁਨਾਫ਼ੇ ਜਾਂ ਸਾਖ ਦੇ ਨੁਕਸਾਨ ਲਈ ਜ਼ਿੰਮੇਵਾਰ ਨਹੀਂ ਹੈ।`)
};

export const legal_terms_liability_p2 = /** @type {(inputs: Legal_Terms_Liability_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੇਵਾ ਬਾਰੇ ਕਿਸੇ ਵੀ ਦਾਅਵੇ ਲਈ ਤੁਹਾਡੇ ਪ੍ਰਤੀ ਸਾਡੀ ਕੁੱਲ ਜ਼ਿੰਮੇਵਾਰੀ ਉਸ ਰਕਮ ਤੱਕ ਸੀਮਤ ਹੈ ਜੋ ਤੁਸੀਂ ਦਾਅਵੇ ਦਾ ਕਾਰਨ ਬਣੀ ਘਟਨਾ ਤੋਂ ਪਹਿਲਾਂ ਦੇ ਛੇ ਮਹੀਨਿਆਂ ਵਿੱਚ Neighbourly ਲਈ ਸਾਨੂੰ ਅਦਾ ਕੀਤੀ ਹੈ। ਜੇ ਤੁਸੀਂ Neighbourly ਮੁਫ਼ਤ ਵਰਤਦੇ ਹੋ, ਤਾਂ ਇਹ ਰਕਮ ਸਿਫ਼ਰ ਹੈ।`)
};

export const legal_terms_rules_heading = /** @type {(inputs: Legal_Terms_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਈਚਾਰੇ ਦੇ ਨਿਯਮ`)
};

export const legal_terms_rules_item1 = /** @type {(inputs: Legal_Terms_Rules_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਨੂੰ ਤੰਗ ਕਰਨਾ, ਧਮਕਾਉਣਾ, ਡਰਾਉਣਾ-ਧਮਕਾਉਣਾ ਜਾਂ ਕਿਸੇ ਨਾਲ ਵਿਤਕਰਾ ਕਰਨਾ;`)
};

export const legal_terms_rules_item2 = /** @type {(inputs: Legal_Terms_Rules_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਫ਼ਰਤ ਭਰੀ, ਸਪਸ਼ਟ ਜਿਨਸੀ, ਹਿੰਸਕ ਜਾਂ ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਸਮੱਗਰੀ ਪੋਸਟ ਕਰਨਾ;`)
};

export const legal_terms_rules_item3 = /** @type {(inputs: Legal_Terms_Rules_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਪੈਮ, ਚੇਨ ਸੁਨੇਹੇ ਜਾਂ ਬਿਨਾਂ ਮੰਗੇ ਇਸ਼ਤਿਹਾਰ ਭੇਜਣਾ;`)
};

export const legal_terms_rules_item4 = /** @type {(inputs: Legal_Terms_Rules_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਵਰਤੋਂਕਾਰਾਂ ਦੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਉਹਨਾਂ ਦੀ ਸਹਿਮਤੀ ਤੋਂ ਬਿਨਾਂ ਇਕੱਠੀ ਕਰਨਾ;`)
};

export const legal_terms_rules_item5 = /** @type {(inputs: Legal_Terms_Rules_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੇਵਾ ਵਿੱਚ ਦਖ਼ਲ ਦੇਣਾ, ਇਸਦੀਆਂ ਸੀਮਾਵਾਂ ਜਾਂ ਸੁਰੱਖਿਆ ਤੋਂ ਬਚ ਕੇ ਨਿਕਲਣਾ, ਜਾਂ ਜਨਤਕ ਪੰਨਿਆਂ ਦੀ ਆਮ ਸਰਚ-ਇੰਜਣ ਇੰਡੈਕਸਿੰਗ ਤੋਂ ਇਲਾਵਾ ਕਿਸੇ ਸਵੈਚਾਲਿਤ ਟੂਲ ਨਾਲ ਇਸ ਤੱਕ ਪਹੁੰਚ ਕਰਨਾ;`)
};

export const legal_terms_rules_item6 = /** @type {(inputs: Legal_Terms_Rules_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly ਨੂੰ ਕਿਸੇ ਵੀ ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਮਕਸਦ ਲਈ ਵਰਤਣਾ।`)
};

export const legal_terms_rules_p1 = /** @type {(inputs: Legal_Terms_Rules_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly ਉਦੋਂ ਹੀ ਚੰਗਾ ਚੱਲਦਾ ਹੈ ਜਦੋਂ ਗੁਆਂਢੀ ਇੱਕ-ਦੂਜੇ ਨਾਲ ਚੰਗਾ ਵਿਹਾਰ ਕਰਦੇ ਹਨ। ਤੁਸੀਂ ਸਹਿਮਤ ਹੁੰਦੇ ਹੋ ਕਿ ਤੁਸੀਂ ਇਹ ਨਹੀਂ ਕਰੋਗੇ:`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ`)
};

export const mail_activity_joined = /** @type {(inputs: Mail_Activity_JoinedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ਸ਼ਾਮਲ ਹੋਇਆ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਸ਼ਾਮਲ ਹੋਏ`);
	return /** @type {LocalizedString} */ ("mail_activity_joined");
};

export const mail_activity_joined_first = /** @type {(inputs: Mail_Activity_Joined_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.event} ਵਿੱਚ ${i?.count} ਵਿਅਕਤੀ ਸ਼ਾਮਲ ਹੋਇਆ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.event} ਵਿੱਚ ${i?.count} ਵਿਅਕਤੀ ਸ਼ਾਮਲ ਹੋਏ`);
	return /** @type {LocalizedString} */ ("mail_activity_joined_first");
};

export const mail_activity_left = /** @type {(inputs: Mail_Activity_LeftInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} ਨੇ ਛੱਡ ਦਿੱਤਾ`)
};

export const mail_activity_left_first = /** @type {(inputs: Mail_Activity_Left_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ਵਿਅਕਤੀ ਨੇ ${i?.event} ਛੱਡ ਦਿੱਤਾ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਵਿਅਕਤੀਆਂ ਨੇ ${i?.event} ਛੱਡ ਦਿੱਤਾ`);
	return /** @type {LocalizedString} */ ("mail_activity_left_first");
};

export const mail_activity_sentence = /** @type {(inputs: Mail_Activity_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phrases}।`)
};

export const mail_activity_separator = /** @type {(inputs: Mail_Activity_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; `)
};

export const mail_activity_waitlisted = /** @type {(inputs: Mail_Activity_WaitlistedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਇਆ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਏ`);
	return /** @type {LocalizedString} */ ("mail_activity_waitlisted");
};

export const mail_activity_waitlisted_first = /** @type {(inputs: Mail_Activity_Waitlisted_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.event} ਦੀ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ${i?.count} ਵਿਅਕਤੀ ਸ਼ਾਮਲ ਹੋਇਆ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.event} ਦੀ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ${i?.count} ਵਿਅਕਤੀ ਸ਼ਾਮਲ ਹੋਏ`);
	return /** @type {LocalizedString} */ ("mail_activity_waitlisted_first");
};

export const mail_asks_to_join = /** @type {(inputs: Mail_Asks_To_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਨੇ ${i?.group} ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਬੇਨਤੀ ਕੀਤੀ ਹੈ।`)
};

export const mail_cancelled = /** @type {(inputs: Mail_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when}) ਰੱਦ ਕਰ ਦਿੱਤਾ ਗਿਆ ਹੈ।`)
};

export const mail_changed_place = /** @type {(inputs: Mail_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} ਬਦਲ ਗਿਆ ਹੈ: ਹੁਣ ${i?.place} ਵਿਖੇ (ਪਹਿਲਾਂ ${i?.placeBefore})।`)
};

export const mail_changed_time = /** @type {(inputs: Mail_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} ਬਦਲ ਗਿਆ ਹੈ: ਹੁਣ ${i?.when} (ਪਹਿਲਾਂ ${i?.whenBefore})।`)
};

export const mail_changed_time_and_place = /** @type {(inputs: Mail_Changed_Time_And_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} ਬਦਲ ਗਿਆ ਹੈ: ਹੁਣ ${i?.when} (ਪਹਿਲਾਂ ${i?.whenBefore}), ${i?.place} ਵਿਖੇ (ਪਹਿਲਾਂ ${i?.placeBefore})।`)
};

export const mail_commented = /** @type {(inputs: Mail_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਨੇ ${i?.event} ਉੱਤੇ ਟਿੱਪਣੀ ਕੀਤੀ: “${i?.quote}”`)
};

export const mail_digest_event_activity_subject = /** @type {(inputs: Mail_Digest_Event_Activity_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly: ਅੱਜ ਤੁਹਾਡੀ ਮੇਜ਼ਬਾਨੀ ਵਾਲੇ ਇਵੈਂਟਾਂ ਵਿੱਚ`)
};

export const mail_digest_event_activity_title = /** @type {(inputs: Mail_Digest_Event_Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅੱਜ ਤੁਹਾਡੀ ਮੇਜ਼ਬਾਨੀ ਵਾਲੇ ਇਵੈਂਟਾਂ ਵਿੱਚ`)
};

export const mail_digest_heading = /** @type {(inputs: Mail_Digest_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}:`)
};

export const mail_event_with_time = /** @type {(inputs: Mail_Event_With_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when})`)
};

export const mail_full_all = /** @type {(inputs: Mail_Full_AllInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("pa", i?.count, {});return /** @type {LocalizedString} */ (`${i?.event} (${i?.when}) ਭਰ ਗਿਆ ਹੈ: ਸਾਰੀਆਂ ${i?.count} ਸੀਟਾਂ ਭਰ ਗਈਆਂ ਹਨ।`)
};

export const mail_full_one = /** @type {(inputs: Mail_Full_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when}) ਭਰ ਗਿਆ ਹੈ: ਇਸ ਦੀ ਇੱਕੋ-ਇੱਕ ਸੀਟ ਭਰ ਗਈ ਹੈ।`)
};

export const mail_group_given = /** @type {(inputs: Mail_Group_GivenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਨੇ ${i?.group} ਤੁਹਾਨੂੰ ਸੌਂਪ ਦਿੱਤਾ ਹੈ: ਹੁਣ ਤੁਸੀਂ ਇਸ ਦੇ ਮਾਲਕ ਹੋ।`)
};

export const mail_new_event = /** @type {(inputs: Mail_New_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਵਿੱਚ ਨਵਾਂ ਇਵੈਂਟ: ${i?.event}, ${i?.when}।`)
};

export const mail_new_host = /** @type {(inputs: Mail_New_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹੁਣ ਤੁਸੀਂ ${i?.event} (${i?.when}) ਦੇ ਮੇਜ਼ਬਾਨ ਹੋ।`)
};

export const mail_notification_settings = /** @type {(inputs: Mail_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੂਚਨਾ ਸੈਟਿੰਗਾਂ`)
};

export const mail_now_event_host = /** @type {(inputs: Mail_Now_Event_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹੁਣ ਤੁਸੀਂ ${i?.group} ਦੇ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਹੋ।`)
};

export const mail_open_in_app = /** @type {(inputs: Mail_Open_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly ਵਿੱਚ ਖੋਲ੍ਹੋ`)
};

export const mail_places_opened_many = /** @type {(inputs: Mail_Places_Opened_ManyInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("pa", i?.count, {});return /** @type {LocalizedString} */ (`${i?.event} (${i?.when}) ਵਿੱਚ ${i?.count} ਸੀਟਾਂ ਖਾਲੀ ਹੋਈਆਂ ਅਤੇ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਪਹਿਲੇ ${i?.count} ਵਿਅਕਤੀਆਂ ਨੂੰ ਮਿਲ ਗਈਆਂ।`)
};

export const mail_places_opened_one = /** @type {(inputs: Mail_Places_Opened_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when}) ਵਿੱਚ ਇੱਕ ਸੀਟ ਖਾਲੀ ਹੋਈ ਅਤੇ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਪਹਿਲੇ ਵਿਅਕਤੀ ਨੂੰ ਮਿਲ ਗਈ।`)
};

export const mail_promoted = /** @type {(inputs: Mail_PromotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when}) ਵਿੱਚ ਇੱਕ ਸੀਟ ਖਾਲੀ ਹੋਈ: ਤੁਸੀਂ ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹੋ।`)
};

export const mail_reason_kind = /** @type {(inputs: Mail_Reason_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਨੂੰ ਇਹ ਈਮੇਲ ਇਸ ਲਈ ਮਿਲੀ ਹੈ ਕਿਉਂਕਿ ਤੁਹਾਡੀਆਂ ਸੂਚਨਾ ਸੈਟਿੰਗਾਂ ਵਿੱਚ “${i?.kind}” ਚਾਲੂ ਹੈ।`)
};

export const mail_reminder = /** @type {(inputs: Mail_ReminderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਯਾਦ-ਦਹਾਨੀ: ${i?.event} ${i?.when} ਨੂੰ ${i?.place} ਵਿਖੇ ਹੈ।`)
};

export const mail_reminder_waitlisted = /** @type {(inputs: Mail_Reminder_WaitlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਹੋ (ਨੰਬਰ ${i?.position})।`)
};

export const mail_report_closed_action = /** @type {(inputs: Mail_Report_Closed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਤੁਹਾਡੀ ਰਿਪੋਰਟ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਅਤੇ ਕਾਰਵਾਈ ਕੀਤੀ।`)
};

export const mail_report_closed_no_action = /** @type {(inputs: Mail_Report_Closed_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਤੁਹਾਡੀ ਰਿਪੋਰਟ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਅਤੇ ਕੋਈ ਉਲੰਘਣਾ ਨਹੀਂ ਮਿਲੀ।`)
};

export const mail_request_approved = /** @type {(inputs: Mail_Request_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹੁਣ ਤੁਸੀਂ ${i?.group} ਦੇ ਮੈਂਬਰ ਹੋ।`)
};

export const mail_request_declined = /** @type {(inputs: Mail_Request_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਤੁਹਾਡੀ ਬੇਨਤੀ ਨਾਮਨਜ਼ੂਰ ਕਰ ਦਿੱਤੀ ਗਈ ਹੈ।`)
};

export const mail_subject = /** @type {(inputs: Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly ਤੋਂ: ${i?.text}`)
};

export const mail_text_link = /** @type {(inputs: Mail_Text_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.url}`)
};

export const mail_unread_messages = /** @type {(inputs: Mail_Unread_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name} ਨੇ ਤੁਹਾਨੂੰ ਇੱਕ ਸੁਨੇਹਾ ਭੇਜਿਆ ਹੈ ਜੋ ਤੁਸੀਂ ਅਜੇ ਨਹੀਂ ਪੜ੍ਹਿਆ।`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.name} ਨੇ ਤੁਹਾਨੂੰ ${i?.count} ਸੁਨੇਹੇ ਭੇਜੇ ਹਨ ਜੋ ਤੁਸੀਂ ਅਜੇ ਨਹੀਂ ਪੜ੍ਹੇ।`);
	return /** @type {LocalizedString} */ ("mail_unread_messages");
};

export const mail_unsubscribe = /** @type {(inputs: Mail_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਾਹਕੀ ਰੱਦ ਕਰੋ`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਪਤੇ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ`)
};

export const mail_verify_open_link = /** @type {(inputs: Mail_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਦੀ ਪੁਸ਼ਟੀ ਕਰਨ ਲਈ, ਹੇਠਾਂ ਦਿੱਤਾ ਲਿੰਕ ਖੋਲ੍ਹੋ। ਇਹ 24 ਘੰਟਿਆਂ ਲਈ ਕੰਮ ਕਰਦਾ ਹੈ।`)
};

export const mail_verify_reason = /** @type {(inputs: Mail_Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਤੱਕ ਇਸ ਪਤੇ ਦੀ ਪੁਸ਼ਟੀ ਨਹੀਂ ਹੁੰਦੀ, Neighbourly ਇਸ ਉੱਤੇ ਹੋਰ ਕੁਝ ਨਹੀਂ ਭੇਜੇਗਾ।`)
};

export const mail_verify_someone_asked = /** @type {(inputs: Mail_Verify_Someone_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਨੇ ਇਹ ਪਤਾ ਇੱਕ Neighbourly ਖਾਤੇ ਲਈ ਵਰਤਣ ਲਈ ਕਿਹਾ ਹੈ; ਜੇ ਇਹ ਤੁਸੀਂ ਨਹੀਂ ਸੀ, ਤਾਂ ਇਸ ਨੂੰ ਅਣਡਿੱਠ ਕਰੋ।`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly: ਆਪਣੇ ਈਮੇਲ ਪਤੇ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ`)
};

export const messaging_back_to_conversations = /** @type {(inputs: Messaging_Back_To_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗੱਲਬਾਤਾਂ 'ਤੇ ਵਾਪਸ ਜਾਓ`)
};

export const messaging_block = /** @type {(inputs: Messaging_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਕਰੋ`)
};

export const messaging_block_explains = /** @type {(inputs: Messaging_Block_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਵਿੱਚੋਂ ਕੋਈ ਵੀ ਦੂਜੇ ਨੂੰ ਨਹੀਂ ਲਿਖ ਸਕੇਗਾ। ਉਹਨਾਂ ਨੂੰ ਦੱਸਿਆ ਨਹੀਂ ਜਾਂਦਾ। ਤੁਸੀਂ ਉਹਨਾਂ ਨੂੰ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਅਨਬਲੌਕ ਕਰ ਸਕਦੇ ਹੋ।`)
};

export const messaging_block_failed = /** @type {(inputs: Messaging_Block_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਨੂੰ ਬਲੌਕ ਨਹੀਂ ਕੀਤਾ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const messaging_block_title = /** @type {(inputs: Messaging_Block_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਕੀ ${i?.name} ਨੂੰ ਬਲੌਕ ਕਰਨਾ ਹੈ?`)
};

export const messaging_blocked = /** @type {(inputs: Messaging_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ${i?.name} ਨੂੰ ਬਲੌਕ ਕਰ ਦਿੱਤਾ।`)
};

export const messaging_blocked_notice = /** @type {(inputs: Messaging_Blocked_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ${i?.name} ਨੂੰ ਬਲੌਕ ਕੀਤਾ ਹੈ: ਤੁਹਾਡੇ ਵਿੱਚੋਂ ਕੋਈ ਵੀ ਦੂਜੇ ਨੂੰ ਨਹੀਂ ਲਿਖ ਸਕਦਾ। ${i?.link}।`)
};

export const messaging_blocked_notice_link = /** @type {(inputs: Messaging_Blocked_Notice_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਜਾ ਕੇ ਅਨਬਲੌਕ ਕਰੋ`)
};

export const messaging_blocked_people = /** @type {(inputs: Messaging_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਕੀਤੇ ਲੋਕ`)
};

export const messaging_blocked_people_description = /** @type {(inputs: Messaging_Blocked_People_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਾ ਤੁਸੀਂ ਉਹਨਾਂ ਨੂੰ ਲਿਖ ਸਕਦੇ ਹੋ, ਨਾ ਉਹ ਤੁਹਾਨੂੰ। ਦੁਬਾਰਾ ਲਿਖਣ ਲਈ ਕਿਸੇ ਨੂੰ ਅਨਬਲੌਕ ਕਰੋ।`)
};

export const messaging_blocked_people_load_failed = /** @type {(inputs: Messaging_Blocked_People_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਕੀਤੇ ਲੋਕ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const messaging_conversation_options = /** @type {(inputs: Messaging_Conversation_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗੱਲਬਾਤ ਦੇ ਵਿਕਲਪ`)
};

export const messaging_conversations = /** @type {(inputs: Messaging_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗੱਲਬਾਤਾਂ`)
};

export const messaging_conversations_load_failed = /** @type {(inputs: Messaging_Conversations_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗੱਲਬਾਤਾਂ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀਆਂ।`)
};

export const messaging_document_title_with = /** @type {(inputs: Messaging_Document_Title_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · ਸੁਨੇਹੇ`)
};

export const messaging_loading_blocked_people = /** @type {(inputs: Messaging_Loading_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਕੀਤੇ ਲੋਕ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const messaging_loading_conversations = /** @type {(inputs: Messaging_Loading_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗੱਲਬਾਤਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ`)
};

export const messaging_loading_messages = /** @type {(inputs: Messaging_Loading_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹੇ ਲੋਡ ਹੋ ਰਹੇ ਹਨ`)
};

export const messaging_message_label = /** @type {(inputs: Messaging_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹਾ`)
};

export const messaging_message_options = /** @type {(inputs: Messaging_Message_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹੇ ਦੇ ਵਿਕਲਪ`)
};

export const messaging_messages_load_failed = /** @type {(inputs: Messaging_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹੇ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const messaging_messages_with = /** @type {(inputs: Messaging_Messages_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਨਾਲ ਸੁਨੇਹੇ`)
};

export const messaging_no_blocked_people = /** @type {(inputs: Messaging_No_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਕਿਸੇ ਨੂੰ ਬਲੌਕ ਨਹੀਂ ਕੀਤਾ ਹੈ।`)
};

export const messaging_no_conversations = /** @type {(inputs: Messaging_No_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਹਾਲੇ ਕੋਈ ਚੱਲਦੀ ਗੱਲਬਾਤ ਨਹੀਂ ਹੈ।`)
};

export const messaging_no_messages = /** @type {(inputs: Messaging_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਕੋਲ ਹਾਲੇ ਕੋਈ ਸੁਨੇਹਾ ਨਹੀਂ ਹੈ।`)
};

export const messaging_opening_conversation = /** @type {(inputs: Messaging_Opening_ConversationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗੱਲਬਾਤ ਖੁੱਲ੍ਹ ਰਹੀ ਹੈ`)
};

export const messaging_report_person = /** @type {(inputs: Messaging_Report_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਦੀ ਰਿਪੋਰਟ ਕਰੋ`)
};

export const messaging_send = /** @type {(inputs: Messaging_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭੇਜੋ`)
};

export const messaging_send_failed = /** @type {(inputs: Messaging_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਭੇਜਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const messaging_sender = /** @type {(inputs: Messaging_SenderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}:`)
};

export const messaging_show_older = /** @type {(inputs: Messaging_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੁਰਾਣੇ ਸੁਨੇਹੇ ਵੇਖੋ`)
};

export const messaging_start_failed = /** @type {(inputs: Messaging_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗੱਲਬਾਤ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const messaging_title = /** @type {(inputs: Messaging_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹੇ`)
};

export const messaging_unblock = /** @type {(inputs: Messaging_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਨਬਲੌਕ ਕਰੋ`)
};

export const messaging_unblock_failed = /** @type {(inputs: Messaging_Unblock_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਨੂੰ ਅਨਬਲੌਕ ਨਹੀਂ ਕੀਤਾ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const messaging_unblock_person = /** @type {(inputs: Messaging_Unblock_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਨੂੰ ਅਨਬਲੌਕ ਕਰੋ`)
};

export const messaging_unblocked = /** @type {(inputs: Messaging_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ${i?.name} ਨੂੰ ਅਨਬਲੌਕ ਕਰ ਦਿੱਤਾ।`)
};

export const messaging_unread = /** @type {(inputs: Messaging_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਣਪੜ੍ਹੇ`)
};

export const messaging_write_message = /** @type {(inputs: Messaging_Write_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹਾ ਲਿਖੋ`)
};

export const messaging_you = /** @type {(inputs: Messaging_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ`)
};

export const moderation_action_failed = /** @type {(inputs: Moderation_Action_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਰਵਾਈ ਨਹੀਂ ਹੋ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const moderation_as_reported = /** @type {(inputs: Moderation_As_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਵੇਂ ਰਿਪੋਰਟ ਕੀਤਾ ਗਿਆ`)
};

export const moderation_cancel = /** @type {(inputs: Moderation_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰੱਦ ਕਰੋ`)
};

export const moderation_changed_since = /** @type {(inputs: Moderation_Changed_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਦੋਂ ਤੋਂ ਬਦਲਿਆ ਗਿਆ। ਹੁਣ:`)
};

export const moderation_close = /** @type {(inputs: Moderation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੰਦ ਕਰੋ`)
};

export const moderation_closed_by = /** @type {(inputs: Moderation_Closed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}, ${i?.actor} ਵੱਲੋਂ, ${i?.date}`)
};

export const moderation_closed_reports = /** @type {(inputs: Moderation_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੰਦ ਰਿਪੋਰਟਾਂ`)
};

export const moderation_command_line = /** @type {(inputs: Moderation_Command_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਮਾਂਡ ਲਾਈਨ`)
};

export const moderation_deleted_since = /** @type {(inputs: Moderation_Deleted_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਦੋਂ ਤੋਂ ਮਿਟਾਇਆ ਗਿਆ।`)
};

export const moderation_dismiss = /** @type {(inputs: Moderation_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖ਼ਾਰਜ ਕਰੋ`)
};

export const moderation_dismiss_done = /** @type {(inputs: Moderation_Dismiss_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਿਪੋਰਟਾਂ ਖ਼ਾਰਜ ਕਰ ਦਿੱਤੀਆਂ।`)
};

export const moderation_dismiss_explains = /** @type {(inputs: Moderation_Dismiss_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਿਪੋਰਟਾਂ ਬਿਨਾਂ ਕਿਸੇ ਕਾਰਵਾਈ ਦੇ ਬੰਦ ਹੋ ਜਾਂਦੀਆਂ ਹਨ। ਹਰ ਰਿਪੋਰਟ ਕਰਨ ਵਾਲੇ ਨੂੰ ਦੱਸਿਆ ਜਾਂਦਾ ਹੈ ਕਿ ਸਾਨੂੰ ਕੋਈ ਉਲੰਘਣਾ ਨਹੀਂ ਮਿਲੀ।`)
};

export const moderation_dismiss_held_explains = /** @type {(inputs: Moderation_Dismiss_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਿਪੋਰਟਾਂ ਬਿਨਾਂ ਕਿਸੇ ਕਾਰਵਾਈ ਦੇ ਬੰਦ ਹੋ ਜਾਂਦੀਆਂ ਹਨ, ਅਤੇ ਇਹ ਰੁਕਿਆ ਰਹਿੰਦਾ ਹੈ: ਕੋਈ ਹੋਰ ਇਸ ਨੂੰ ਨਹੀਂ ਵੇਖੇਗਾ। ਇਸ ਨੂੰ ਪ੍ਰਕਾਸ਼ਿਤ ਕਰਨ ਲਈ, ਇਸ ਦੀ ਥਾਂ “ਬਹਾਲ ਕਰੋ” ਚੁਣੋ।`)
};

export const moderation_dismiss_title = /** @type {(inputs: Moderation_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਰਿਪੋਰਟਾਂ ਖ਼ਾਰਜ ਕਰਨੀਆਂ ਹਨ?`)
};

export const moderation_fediverse_account_hint = /** @type {(inputs: Moderation_Fediverse_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਦੇ ਪ੍ਰੋਫ਼ਾਈਲ ਦਾ ਪਤਾ, ਉਦਾਹਰਨ ਲਈ https://spam.example/users/someone`)
};

export const moderation_fediverse_account_label = /** @type {(inputs: Moderation_Fediverse_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤੇ ਦਾ ਪਤਾ`)
};

export const moderation_fediverse_add = /** @type {(inputs: Moderation_Fediverse_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਸਰਵਰ ਜਾਂ ਖਾਤਾ ਬਲੌਕ ਕਰੋ`)
};

export const moderation_fediverse_already = /** @type {(inputs: Moderation_Fediverse_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਪਹਿਲਾਂ ਹੀ ਬਲੌਕ ਹੈ।`)
};

export const moderation_fediverse_bad_account = /** @type {(inputs: Moderation_Fediverse_Bad_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤੇ ਦਾ ਪਤਾ ਦਰਜ ਕਰੋ, ਜੋ https:// ਨਾਲ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ।`)
};

export const moderation_fediverse_bad_server = /** @type {(inputs: Moderation_Fediverse_Bad_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਸਰਵਰ ਦਾ ਹੋਸਟ ਨਾਂ ਦਰਜ ਕਰੋ, ਜਿਵੇਂ mastodon.example।`)
};

export const moderation_fediverse_block = /** @type {(inputs: Moderation_Fediverse_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਕਰੋ`)
};

export const moderation_fediverse_block_done = /** @type {(inputs: Moderation_Fediverse_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਕੀਤਾ ਗਿਆ। ਗਰੁੱਪਾਂ ਨੂੰ ਇਸ ਦੀਆਂ ਫ਼ਾਲੋਆਂ ਹਟਾ ਦਿੱਤੀਆਂ ਗਈਆਂ ਹਨ।`)
};

export const moderation_fediverse_block_failed = /** @type {(inputs: Moderation_Fediverse_Block_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const moderation_fediverse_blocked_by = /** @type {(inputs: Moderation_Fediverse_Blocked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ਵੱਲੋਂ ਬਲੌਕ ਕੀਤਾ, ${i?.date}`)
};

export const moderation_fediverse_empty = /** @type {(inputs: Moderation_Fediverse_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਸਰਵਰ ਜਾਂ ਖਾਤਾ ਬਲੌਕ ਨਹੀਂ ਹੈ।`)
};

export const moderation_fediverse_explains = /** @type {(inputs: Moderation_Fediverse_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਕੀਤੇ ਸਰਵਰ ਜਾਂ ਖਾਤੇ ਤੋਂ ਕੁਝ ਵੀ Neighbourly ਤੱਕ ਨਹੀਂ ਪਹੁੰਚਦਾ, ਅਤੇ ਗਰੁੱਪਾਂ ਨੂੰ ਇਸ ਦੀਆਂ ਫ਼ਾਲੋਆਂ ਹਟਾ ਦਿੱਤੀਆਂ ਜਾਂਦੀਆਂ ਹਨ।`)
};

export const moderation_fediverse_kind = /** @type {(inputs: Moderation_Fediverse_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਬਲੌਕ ਕਰਨਾ ਹੈ`)
};

export const moderation_fediverse_kind_account = /** @type {(inputs: Moderation_Fediverse_Kind_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤਾ`)
};

export const moderation_fediverse_kind_server = /** @type {(inputs: Moderation_Fediverse_Kind_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਰਵਰ`)
};

export const moderation_fediverse_lift = /** @type {(inputs: Moderation_Fediverse_LiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਟਾਓ`)
};

export const moderation_fediverse_lift_explains = /** @type {(inputs: Moderation_Fediverse_Lift_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਦੁਬਾਰਾ Neighbourly ਤੱਕ ਪਹੁੰਚ ਸਕੇਗਾ। ਬਲੌਕ ਵੱਲੋਂ ਹਟਾਈਆਂ ਫ਼ਾਲੋਆਂ ਵਾਪਸ ਨਹੀਂ ਆਉਂਦੀਆਂ: ਇਸ ਦੇ ਲੋਕ ਗਰੁੱਪਾਂ ਨੂੰ ਦੁਬਾਰਾ ਫ਼ਾਲੋ ਕਰ ਸਕਦੇ ਹਨ।`)
};

export const moderation_fediverse_lift_failed = /** @type {(inputs: Moderation_Fediverse_Lift_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਹਟਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const moderation_fediverse_lift_title = /** @type {(inputs: Moderation_Fediverse_Lift_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਬਲੌਕ ਹਟਾਉਣਾ ਹੈ?`)
};

export const moderation_fediverse_lifted = /** @type {(inputs: Moderation_Fediverse_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਹਟਾ ਦਿੱਤਾ ਗਿਆ।`)
};

export const moderation_fediverse_load_failed = /** @type {(inputs: Moderation_Fediverse_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।`)
};

export const moderation_fediverse_loading = /** @type {(inputs: Moderation_Fediverse_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਲੋਡ ਹੋ ਰਹੇ ਹਨ…`)
};

export const moderation_fediverse_reason_hint = /** @type {(inputs: Moderation_Fediverse_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਮਾਡਰੇਟਰ ਦੇਖਦੇ ਹਨ।`)
};

export const moderation_fediverse_reason_label = /** @type {(inputs: Moderation_Fediverse_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਰਨ (ਵਿਕਲਪਿਕ)`)
};

export const moderation_fediverse_server_hint = /** @type {(inputs: Moderation_Fediverse_Server_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਦਾਹਰਨ ਲਈ spam.example`)
};

export const moderation_fediverse_server_label = /** @type {(inputs: Moderation_Fediverse_Server_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਰਵਰ ਦਾ ਹੋਸਟ ਨਾਂ`)
};

export const moderation_fediverse_title = /** @type {(inputs: Moderation_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਕੀਤੇ ਸਰਵਰ ਅਤੇ ਖਾਤੇ`)
};

export const moderation_first_reported = /** @type {(inputs: Moderation_First_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਪਹਿਲੀ ਰਿਪੋਰਟ ${i?.date}`)
};

export const moderation_forbidden = /** @type {(inputs: Moderation_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਪੰਨਾ ਸਿਰਫ਼ ਸਾਈਟ ਦੇ ਮਾਡਰੇਟਰ ਵੇਖ ਸਕਦੇ ਹਨ`)
};

export const moderation_go_home = /** @type {(inputs: Moderation_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁੱਖ ਪੰਨੇ 'ਤੇ ਜਾਓ`)
};

export const moderation_held_mine = /** @type {(inputs: Moderation_Held_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਤੱਕ ਕੋਈ ਮਾਡਰੇਟਰ ਇਸ ਦੀ ਸਮੀਖਿਆ ਨਹੀਂ ਕਰਦਾ, ਇਸ ਨੂੰ ਸਿਰਫ਼ ਤੁਸੀਂ ਵੇਖ ਸਕਦੇ ਹੋ।`)
};

export const moderation_held_theirs = /** @type {(inputs: Moderation_Held_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਦੋਂ ਤੱਕ ਕੋਈ ਮਾਡਰੇਟਰ ਇਸ ਦੀ ਸਮੀਖਿਆ ਨਹੀਂ ਕਰਦਾ, ਇਸ ਨੂੰ ਸਿਰਫ਼ ਇਸ ਦਾ ਲੇਖਕ ਅਤੇ ਮਾਡਰੇਟਰ ਵੇਖ ਸਕਦੇ ਹਨ।`)
};

export const moderation_hidden_mine = /** @type {(inputs: Moderation_Hidden_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਨੂੰ ਸਿਰਫ਼ ਤੁਸੀਂ ਅਤੇ ਮਾਡਰੇਟਰ ਵੇਖ ਸਕਦੇ ਹੋ।`)
};

export const moderation_hidden_theirs = /** @type {(inputs: Moderation_Hidden_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਨੂੰ ਸਿਰਫ਼ ਇਸ ਦਾ ਲੇਖਕ ਅਤੇ ਮਾਡਰੇਟਰ ਵੇਖ ਸਕਦੇ ਹਨ।`)
};

export const moderation_hide = /** @type {(inputs: Moderation_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੁਕਾਓ`)
};

export const moderation_hide_comment_title = /** @type {(inputs: Moderation_Hide_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਟਿੱਪਣੀ ਲੁਕਾਉਣੀ ਹੈ?`)
};

export const moderation_hide_done = /** @type {(inputs: Moderation_Hide_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੁਕਾ ਦਿੱਤਾ। ਰਿਪੋਰਟਾਂ ਬੰਦ ਹੋ ਗਈਆਂ ਹਨ।`)
};

export const moderation_hide_event_title = /** @type {(inputs: Moderation_Hide_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਇਵੈਂਟ ਲੁਕਾਉਣਾ ਹੈ?`)
};

export const moderation_hide_explains = /** @type {(inputs: Moderation_Hide_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਨੂੰ ਸਿਰਫ਼ ਇਸ ਦਾ ਲੇਖਕ ਅਤੇ ਮਾਡਰੇਟਰ ਵੇਖਣਗੇ, “ਮਾਡਰੇਟਰਾਂ ਵੱਲੋਂ ਲੁਕਾਇਆ ਗਿਆ” ਅਤੇ ਤੁਹਾਡੇ ਕਾਰਨ ਦੇ ਨਾਲ। ਕੁਝ ਵੀ ਮਿਟਾਇਆ ਨਹੀਂ ਜਾਂਦਾ: ਇਸ ਨੂੰ ਬਹਾਲ ਕੀਤਾ ਜਾ ਸਕਦਾ ਹੈ। ਰਿਪੋਰਟ ਕਰਨ ਵਾਲਿਆਂ ਨੂੰ ਦੱਸਿਆ ਜਾਂਦਾ ਹੈ ਕਿ ਅਸੀਂ ਕਾਰਵਾਈ ਕੀਤੀ।`)
};

export const moderation_hide_group_title = /** @type {(inputs: Moderation_Hide_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਗਰੁੱਪ ਲੁਕਾਉਣਾ ਹੈ?`)
};

export const moderation_hide_message_title = /** @type {(inputs: Moderation_Hide_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਸੁਨੇਹਾ ਲੁਕਾਉਣਾ ਹੈ?`)
};

export const moderation_history = /** @type {(inputs: Moderation_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੇਖਕ ਵਿਰੁੱਧ ਪਹਿਲਾਂ ਦੀਆਂ ਕਾਰਵਾਈਆਂ`)
};

export const moderation_history_entry = /** @type {(inputs: Moderation_History_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} (${i?.subject}), ${i?.date}, ${i?.actor} ਵੱਲੋਂ`)
};

export const moderation_history_entry_reason = /** @type {(inputs: Moderation_History_Entry_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} (${i?.subject}), ${i?.date}, ${i?.actor} ਵੱਲੋਂ: ${i?.reason}`)
};

export const moderation_load_more = /** @type {(inputs: Moderation_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਲੋਡ ਕਰੋ`)
};

export const moderation_loading_log = /** @type {(inputs: Moderation_Loading_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੌਗ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const moderation_loading_reports = /** @type {(inputs: Moderation_Loading_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਿਪੋਰਟਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ`)
};

export const moderation_log = /** @type {(inputs: Moderation_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਡਰੇਸ਼ਨ ਲੌਗ`)
};

export const moderation_log_action = /** @type {(inputs: Moderation_Log_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਰਵਾਈ`)
};

export const moderation_log_block = /** @type {(inputs: Moderation_Log_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਕੀਤਾ ਗਿਆ`)
};

export const moderation_log_card_person = /** @type {(inputs: Moderation_Log_Card_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਸਬੰਧਤ ਵਿਅਕਤੀ: ${i?.login}`)
};

export const moderation_log_card_title = /** @type {(inputs: Moderation_Log_Card_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}: ${i?.subject}`)
};

export const moderation_log_card_when = /** @type {(inputs: Moderation_Log_Card_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} · ${i?.actor} ਵੱਲੋਂ`)
};

export const moderation_log_change = /** @type {(inputs: Moderation_Log_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}: ${i?.from} → ${i?.to}`)
};

export const moderation_log_dismiss = /** @type {(inputs: Moderation_Log_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖ਼ਾਰਜ ਕੀਤਾ ਗਿਆ`)
};

export const moderation_log_empty = /** @type {(inputs: Moderation_Log_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਲੇ ਕੁਝ ਵੀ ਲੌਗ ਨਹੀਂ ਹੋਇਆ।`)
};

export const moderation_log_hide = /** @type {(inputs: Moderation_Log_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੁਕਾਇਆ ਗਿਆ`)
};

export const moderation_log_load_failed = /** @type {(inputs: Moderation_Log_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੌਗ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ।`)
};

export const moderation_log_none = /** @type {(inputs: Moderation_Log_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਨਹੀਂ`)
};

export const moderation_log_person_concerned = /** @type {(inputs: Moderation_Log_Person_ConcernedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਬੰਧਤ ਵਿਅਕਤੀ`)
};

export const moderation_log_reason = /** @type {(inputs: Moderation_Log_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਰਨ`)
};

export const moderation_log_restore = /** @type {(inputs: Moderation_Log_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਹਾਲ ਕੀਤਾ ਗਿਆ`)
};

export const moderation_log_set_allowance = /** @type {(inputs: Moderation_Log_Set_AllowanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪਾਂ ਦੀ ਹੱਦ ਤੈਅ ਕੀਤੀ ਗਈ`)
};

export const moderation_log_set_role = /** @type {(inputs: Moderation_Log_Set_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਟ ਭੂਮਿਕਾ ਤੈਅ ਕੀਤੀ ਗਈ`)
};

export const moderation_log_subject = /** @type {(inputs: Moderation_Log_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵਿਸ਼ਾ`)
};

export const moderation_log_subject_id = /** @type {(inputs: Moderation_Log_Subject_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subject} ${i?.id}`)
};

export const moderation_log_suspend = /** @type {(inputs: Moderation_Log_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਅੱਤਲ ਕੀਤਾ ਗਿਆ`)
};

export const moderation_log_unblock = /** @type {(inputs: Moderation_Log_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਹਟਾਇਆ ਗਿਆ`)
};

export const moderation_log_unsuspend = /** @type {(inputs: Moderation_Log_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਅੱਤਲੀ ਹਟਾਈ ਗਈ`)
};

export const moderation_log_until = /** @type {(inputs: Moderation_Log_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} ਤੱਕ ${i?.action}`)
};

export const moderation_log_when = /** @type {(inputs: Moderation_Log_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਦੋਂ`)
};

export const moderation_log_who = /** @type {(inputs: Moderation_Log_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸ ਨੇ`)
};

export const moderation_no_closed_reports = /** @type {(inputs: Moderation_No_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਾਲੇ ਕੋਈ ਬੰਦ ਰਿਪੋਰਟ ਨਹੀਂ।`)
};

export const moderation_no_history = /** @type {(inputs: Moderation_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੇਖਕ ਵਿਰੁੱਧ ਪਹਿਲਾਂ ਕੋਈ ਕਾਰਵਾਈ ਨਹੀਂ।`)
};

export const moderation_no_open_reports = /** @type {(inputs: Moderation_No_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਖੁੱਲ੍ਹੀ ਰਿਪੋਰਟ ਨਹੀਂ।`)
};

export const moderation_noun_comment = /** @type {(inputs: Moderation_Noun_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ`)
};

export const moderation_noun_event = /** @type {(inputs: Moderation_Noun_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ`)
};

export const moderation_noun_group = /** @type {(inputs: Moderation_Noun_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ`)
};

export const moderation_noun_message = /** @type {(inputs: Moderation_Noun_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹਾ`)
};

export const moderation_noun_person = /** @type {(inputs: Moderation_Noun_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵਿਅਕਤੀ`)
};

export const moderation_noun_remote_account = /** @type {(inputs: Moderation_Noun_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ ਖਾਤਾ`)
};

export const moderation_noun_remote_server = /** @type {(inputs: Moderation_Noun_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ ਸਰਵਰ`)
};

export const moderation_open_it = /** @type {(inputs: Moderation_Open_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਨੂੰ ਖੋਲ੍ਹੋ`)
};

export const moderation_open_reports = /** @type {(inputs: Moderation_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖੁੱਲ੍ਹੀਆਂ ਰਿਪੋਰਟਾਂ`)
};

export const moderation_reason_harassment = /** @type {(inputs: Moderation_Reason_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਰੇਸ਼ਾਨ ਕਰਨਾ ਜਾਂ ਧੱਕੇਸ਼ਾਹੀ`)
};

export const moderation_reason_hate = /** @type {(inputs: Moderation_Reason_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਫ਼ਰਤ ਭਰੀ ਬੋਲੀ`)
};

export const moderation_reason_impersonation = /** @type {(inputs: Moderation_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਹੋਰ ਹੋਣ ਦਾ ਦਿਖਾਵਾ`)
};

export const moderation_reason_label = /** @type {(inputs: Moderation_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਰਨ (ਮਾਡਰੇਸ਼ਨ ਲੌਗ ਲਈ)`)
};

export const moderation_reason_line = /** @type {(inputs: Moderation_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਕਾਰਨ: ${i?.reason}`)
};

export const moderation_reason_other = /** @type {(inputs: Moderation_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੁਝ ਹੋਰ`)
};

export const moderation_reason_scam = /** @type {(inputs: Moderation_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਘਪਲਾ ਜਾਂ ਧੋਖਾਧੜੀ`)
};

export const moderation_reason_sexual = /** @type {(inputs: Moderation_Reason_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਨਸੀ ਸਮੱਗਰੀ`)
};

export const moderation_reason_spam = /** @type {(inputs: Moderation_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਪੈਮ ਜਾਂ ਇਸ਼ਤਿਹਾਰਬਾਜ਼ੀ`)
};

export const moderation_reason_violence = /** @type {(inputs: Moderation_Reason_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਿੰਸਾ ਜਾਂ ਧਮਕੀਆਂ`)
};

export const moderation_report = /** @type {(inputs: Moderation_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਿਪੋਰਟ ਕਰੋ`)
};

export const moderation_report_comment = /** @type {(inputs: Moderation_Report_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਟਿੱਪਣੀ ਦੀ ਰਿਪੋਰਟ ਕਰੋ`)
};

export const moderation_report_details = /** @type {(inputs: Moderation_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਡਰੇਟਰਾਂ ਲਈ ਵੇਰਵਾ (ਵਿਕਲਪਿਕ)`)
};

export const moderation_report_event = /** @type {(inputs: Moderation_Report_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਇਵੈਂਟ ਦੀ ਰਿਪੋਰਟ ਕਰੋ`)
};

export const moderation_report_failed = /** @type {(inputs: Moderation_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਿਪੋਰਟ ਭੇਜੀ ਨਹੀਂ ਜਾ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const moderation_report_group = /** @type {(inputs: Moderation_Report_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਗਰੁੱਪ ਦੀ ਰਿਪੋਰਟ ਕਰੋ`)
};

export const moderation_report_message = /** @type {(inputs: Moderation_Report_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਸੁਨੇਹੇ ਦੀ ਰਿਪੋਰਟ ਕਰੋ`)
};

export const moderation_report_person = /** @type {(inputs: Moderation_Report_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਵਿਅਕਤੀ ਦੀ ਰਿਪੋਰਟ ਕਰੋ`)
};

export const moderation_report_send = /** @type {(inputs: Moderation_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਿਪੋਰਟ ਭੇਜੋ`)
};

export const moderation_report_sent = /** @type {(inputs: Moderation_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਿਪੋਰਟ ਭੇਜ ਦਿੱਤੀ ਗਈ`)
};

export const moderation_report_thanks = /** @type {(inputs: Moderation_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਧੰਨਵਾਦ — ਸਾਡੇ ਮਾਡਰੇਟਰ ਇਸ ਨੂੰ ਵੇਖਣਗੇ।`)
};

export const moderation_report_why = /** @type {(inputs: Moderation_Report_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਦੀ ਰਿਪੋਰਟ ਕਿਉਂ ਕਰ ਰਹੇ ਹੋ?`)
};

export const moderation_reported_by = /** @type {(inputs: Moderation_Reported_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.login} ਵੱਲੋਂ, ${i?.date}`)
};

export const moderation_reports = /** @type {(inputs: Moderation_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਿਪੋਰਟਾਂ`)
};

export const moderation_reports_count = /** @type {(inputs: Moderation_Reports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pa", i?.count, {});
	const countText = registry.number("pa", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ਰਿਪੋਰਟ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ਰਿਪੋਰਟਾਂ`);
	return /** @type {LocalizedString} */ ("moderation_reports_count");
};

export const moderation_reports_load_failed = /** @type {(inputs: Moderation_Reports_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰਿਪੋਰਟਾਂ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀਆਂ।`)
};

export const moderation_restore = /** @type {(inputs: Moderation_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਹਾਲ ਕਰੋ`)
};

export const moderation_restore_comment_title = /** @type {(inputs: Moderation_Restore_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਟਿੱਪਣੀ ਬਹਾਲ ਕਰਨੀ ਹੈ?`)
};

export const moderation_restore_done = /** @type {(inputs: Moderation_Restore_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਹਾਲ ਕਰ ਦਿੱਤਾ। ਰਿਪੋਰਟਾਂ ਬੰਦ ਹੋ ਗਈਆਂ ਹਨ।`)
};

export const moderation_restore_event_title = /** @type {(inputs: Moderation_Restore_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਇਵੈਂਟ ਬਹਾਲ ਕਰਨਾ ਹੈ?`)
};

export const moderation_restore_explains = /** @type {(inputs: Moderation_Restore_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜੋ ਵੀ ਇਸ ਨੂੰ ਪਹਿਲਾਂ ਵੇਖ ਸਕਦਾ ਸੀ, ਉਹ ਇਸ ਨੂੰ ਫਿਰ ਵੇਖੇਗਾ। ਰਿਪੋਰਟਾਂ ਬੰਦ ਹੋ ਜਾਂਦੀਆਂ ਹਨ।`)
};

export const moderation_restore_group_title = /** @type {(inputs: Moderation_Restore_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਗਰੁੱਪ ਬਹਾਲ ਕਰਨਾ ਹੈ?`)
};

export const moderation_restore_held_explains = /** @type {(inputs: Moderation_Restore_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਨੂੰ ਪ੍ਰਕਾਸ਼ਿਤ ਕਰਦਾ ਹੈ: ਇਹ ਸਮੀਖਿਆ ਲਈ ਰੋਕਿਆ ਗਿਆ ਸੀ (ਨਵੇਂ ਖਾਤੇ ਦੇ ਲਿੰਕ) ਅਤੇ ਹਾਲੇ ਤੱਕ ਕਿਸੇ ਹੋਰ ਨੇ ਇਸ ਨੂੰ ਨਹੀਂ ਵੇਖਿਆ। ਰਿਪੋਰਟਾਂ ਬੰਦ ਹੋ ਜਾਂਦੀਆਂ ਹਨ।`)
};

export const moderation_restore_held_hint = /** @type {(inputs: Moderation_Restore_Held_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਨੂੰ ਪ੍ਰਕਾਸ਼ਿਤ ਕਰਦਾ ਹੈ`)
};

export const moderation_restore_message_title = /** @type {(inputs: Moderation_Restore_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਸੁਨੇਹਾ ਬਹਾਲ ਕਰਨਾ ਹੈ?`)
};

export const moderation_row_comment_by = /** @type {(inputs: Moderation_Row_Comment_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ, ${i?.name} ਵੱਲੋਂ`)
};

export const moderation_row_event_by = /** @type {(inputs: Moderation_Row_Event_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ, ${i?.name} ਵੱਲੋਂ`)
};

export const moderation_row_group_by = /** @type {(inputs: Moderation_Row_Group_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ, ${i?.name} ਵੱਲੋਂ ਚਲਾਇਆ ਜਾਂਦਾ`)
};

export const moderation_row_message_by = /** @type {(inputs: Moderation_Row_Message_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹਾ, ${i?.name} ਵੱਲੋਂ`)
};

export const moderation_row_person = /** @type {(inputs: Moderation_Row_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਵਿਅਕਤੀ: ${i?.name}`)
};

export const moderation_sections = /** @type {(inputs: Moderation_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਡਰੇਸ਼ਨ ਦੇ ਭਾਗ`)
};

export const moderation_someone_else_acted = /** @type {(inputs: Moderation_Someone_Else_ActedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਹੋਰ ਇਹਨਾਂ ਰਿਪੋਰਟਾਂ 'ਤੇ ਪਹਿਲਾਂ ਹੀ ਕਾਰਵਾਈ ਕਰ ਚੁੱਕਾ ਹੈ।`)
};

export const moderation_state_deleted = /** @type {(inputs: Moderation_State_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਿਟਾਇਆ ਗਿਆ`)
};

export const moderation_state_held = /** @type {(inputs: Moderation_State_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਮੀਖਿਆ ਲਈ ਰੋਕਿਆ ਗਿਆ`)
};

export const moderation_state_hidden = /** @type {(inputs: Moderation_State_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੁਕਾਇਆ ਗਿਆ`)
};

export const moderation_state_suspended = /** @type {(inputs: Moderation_State_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਅੱਤਲ`)
};

export const moderation_state_suspended_until = /** @type {(inputs: Moderation_State_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} ਤੱਕ ਮੁਅੱਤਲ`)
};

export const moderation_state_visible = /** @type {(inputs: Moderation_State_VisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦਿਸਦਾ ਹੈ`)
};

export const moderation_subject_comment = /** @type {(inputs: Moderation_Subject_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟਿੱਪਣੀ`)
};

export const moderation_subject_event = /** @type {(inputs: Moderation_Subject_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ`)
};

export const moderation_subject_group = /** @type {(inputs: Moderation_Subject_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ`)
};

export const moderation_subject_message = /** @type {(inputs: Moderation_Subject_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹਾ`)
};

export const moderation_subject_person = /** @type {(inputs: Moderation_Subject_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵਿਅਕਤੀ`)
};

export const moderation_subject_remote_account = /** @type {(inputs: Moderation_Subject_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ ਖਾਤਾ`)
};

export const moderation_subject_remote_server = /** @type {(inputs: Moderation_Subject_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫੈਡੀਵਰਸ ਸਰਵਰ`)
};

export const moderation_suspend = /** @type {(inputs: Moderation_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਅੱਤਲ ਕਰੋ`)
};

export const moderation_suspend_done = /** @type {(inputs: Moderation_Suspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਅੱਤਲ ਕਰ ਦਿੱਤਾ। ਰਿਪੋਰਟਾਂ ਬੰਦ ਹੋ ਗਈਆਂ ਹਨ।`)
};

export const moderation_suspend_explains = /** @type {(inputs: Moderation_Suspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਹਨਾਂ ਨੂੰ ਤੁਰੰਤ ਹਰ ਥਾਂ ਤੋਂ ਸਾਈਨ ਆਉਟ ਕਰ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ ਅਤੇ ਉਹ ਸਾਈਨ ਇਨ ਨਹੀਂ ਕਰ ਸਕਦੇ; ਉਹਨਾਂ ਦੇ ਗਰੁੱਪ, ਇਵੈਂਟ, ਟਿੱਪਣੀਆਂ ਅਤੇ ਪ੍ਰੋਫਾਈਲ ਲੁਕਾ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ ਅਤੇ ਇਵੈਂਟਾਂ ਵਿੱਚ ਉਹਨਾਂ ਦੀਆਂ ਸੀਟਾਂ ਛੱਡ ਦਿੱਤੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਰਿਪੋਰਟ ਕਰਨ ਵਾਲਿਆਂ ਨੂੰ ਦੱਸਿਆ ਜਾਂਦਾ ਹੈ ਕਿ ਅਸੀਂ ਕਾਰਵਾਈ ਕੀਤੀ।`)
};

export const moderation_suspend_title = /** @type {(inputs: Moderation_Suspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਸ ਵਿਅਕਤੀ ਨੂੰ ਮੁਅੱਤਲ ਕਰਨਾ ਹੈ?`)
};

export const moderation_tab_closed = /** @type {(inputs: Moderation_Tab_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੰਦ`)
};

export const moderation_tab_fediverse = /** @type {(inputs: Moderation_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫ਼ੈਡੀਵਰਸ`)
};

export const moderation_tab_log = /** @type {(inputs: Moderation_Tab_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੌਗ`)
};

export const moderation_tab_open = /** @type {(inputs: Moderation_Tab_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖੁੱਲ੍ਹੀਆਂ`)
};

export const moderation_title = /** @type {(inputs: Moderation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਡਰੇਸ਼ਨ`)
};

export const moderation_unchanged_since = /** @type {(inputs: Moderation_Unchanged_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਦੋਂ ਤੋਂ ਬਦਲਿਆ ਨਹੀਂ।`)
};

export const moderation_unsuspend = /** @type {(inputs: Moderation_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਅੱਤਲੀ ਹਟਾਓ`)
};

export const moderation_unsuspend_done = /** @type {(inputs: Moderation_Unsuspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਅੱਤਲੀ ਹਟਾ ਦਿੱਤੀ। ਰਿਪੋਰਟਾਂ ਬੰਦ ਹੋ ਗਈਆਂ ਹਨ।`)
};

export const moderation_unsuspend_explains = /** @type {(inputs: Moderation_Unsuspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਹ ਫਿਰ ਸਾਈਨ ਇਨ ਕਰ ਸਕਦੇ ਹਨ ਅਤੇ ਉਹਨਾਂ ਦਾ ਬਣਾਇਆ ਸਭ ਕੁਝ ਫਿਰ ਦਿਸਣ ਲੱਗਦਾ ਹੈ। ਰਿਪੋਰਟਾਂ ਬੰਦ ਹੋ ਜਾਂਦੀਆਂ ਹਨ।`)
};

export const moderation_unsuspend_title = /** @type {(inputs: Moderation_Unsuspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਮੁਅੱਤਲੀ ਹਟਾਉਣੀ ਹੈ?`)
};

export const moderation_until_chosen = /** @type {(inputs: Moderation_Until_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} ਤੱਕ (ਤੁਹਾਡਾ ਸਥਾਨਕ ਸਮਾਂ)`)
};

export const moderation_until_hint = /** @type {(inputs: Moderation_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖ਼ਾਲੀ: ਜਦੋਂ ਤੱਕ ਕੋਈ ਮਾਡਰੇਟਰ ਇਸ ਨੂੰ ਹਟਾਉਂਦਾ ਨਹੀਂ। ਤੁਹਾਡਾ ਸਥਾਨਕ ਸਮਾਂ।`)
};

export const moderation_until_label = /** @type {(inputs: Moderation_Until_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖ਼ਤਮ ਹੋਣ ਦਾ ਸਮਾਂ (ਵਿਕਲਪਿਕ)`)
};

export const notifications_also_choose_in_settings = /** @type {(inputs: Notifications_Also_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ${i?.settings} ਵਿੱਚ ਇਹ ਵੀ ਚੁਣ ਸਕਦੇ ਹੋ ਕਿ ਤੁਹਾਨੂੰ ਕਿਹੜੀਆਂ ਈਮੇਲਾਂ ਮਿਲਣ।`)
};

export const notifications_choice_failed = /** @type {(inputs: Notifications_Choice_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਚੋਣ ਸੰਭਾਲੀ ਨਹੀਂ ਜਾ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const notifications_choose_emailed = /** @type {(inputs: Notifications_Choose_EmailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਚੁਣੋ ਕਿ ਈਮੇਲ 'ਤੇ ਕੀ ਭੇਜਿਆ ਜਾਵੇ`)
};

export const notifications_choose_in_settings = /** @type {(inputs: Notifications_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਨੂੰ ਕਿਹੜੀਆਂ ਈਮੇਲਾਂ ਮਿਲਣ, ਇਹ ${i?.settings} ਵਿੱਚ ਚੁਣੋ।`)
};

export const notifications_data_export_ready = /** @type {(inputs: Notifications_Data_Export_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਡਾਟੇ ਦੀ ਕਾਪੀ ਤਿਆਰ ਹੈ: ${i?.date} ਤੱਕ ਸੈਟਿੰਗਾਂ › ਖਾਤੇ ਦਾ ਪ੍ਰਬੰਧ ਤੋਂ ਡਾਊਨਲੋਡ ਕਰੋ।`)
};

export const notifications_email_address = /** @type {(inputs: Notifications_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਈਮੇਲ ਪਤਾ`)
};

export const notifications_email_description = /** @type {(inputs: Notifications_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿੱਥੇ ਅਸੀਂ ਤੁਹਾਡੀਆਂ ਸੂਚਨਾਵਾਂ ਈਮੇਲ ਕਰਦੇ ਹਾਂ, ਤੁਹਾਡੇ ਵੱਲੋਂ ਪੁਸ਼ਟੀ ਕਰਨ ਤੋਂ ਬਾਅਦ। ਇਸ ਨੂੰ ਸਿਰਫ਼ ਤੁਸੀਂ ਵੇਖ ਸਕਦੇ ਹੋ।`)
};

export const notifications_email_hint = /** @type {(inputs: Notifications_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਇਸ 'ਤੇ ਇੱਕ ਲਿੰਕ ਭੇਜਦੇ ਹਾਂ: ਉਸ ਲਿੰਕ 'ਤੇ ਜਾਣ ਤੋਂ ਬਾਅਦ ਹੀ ਤੁਹਾਡਾ ਪਤਾ ਵਰਤਿਆ ਜਾਂਦਾ ਹੈ।`)
};

export const notifications_email_me = /** @type {(inputs: Notifications_Email_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਨੂੰ ਈਮੇਲ ਕਰੋ`)
};

export const notifications_email_verified = /** @type {(inputs: Notifications_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਈਮੇਲ ਪਤੇ ਦੀ ਪੁਸ਼ਟੀ ਹੋ ਗਈ ਹੈ।`)
};

export const notifications_intro = /** @type {(inputs: Notifications_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਗਰੁੱਪਾਂ ਅਤੇ ਇਵੈਂਟਾਂ ਵਿੱਚ ਕੀ ਹੋਇਆ।`)
};

export const notifications_kind_data_export_ready = /** @type {(inputs: Notifications_Kind_Data_Export_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਵੱਲੋਂ ਮੰਗੀ ਤੁਹਾਡੇ ਡਾਟੇ ਦੀ ਕਾਪੀ ਡਾਊਨਲੋਡ ਲਈ ਤਿਆਰ ਹੈ`)
};

export const notifications_kind_event_activity = /** @type {(inputs: Notifications_Kind_Event_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਮੇਜ਼ਬਾਨੀ ਵਾਲੇ ਇਵੈਂਟਾਂ ਦੀ ਹਲਚਲ: ਲੋਕਾਂ ਦਾ ਸ਼ਾਮਲ ਹੋਣਾ, ਉਡੀਕ ਕਰਨਾ ਜਾਂ ਛੱਡਣਾ`)
};

export const notifications_kind_event_activity_hint = /** @type {(inputs: Notifications_Kind_Event_Activity_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਐਪ ਵਿੱਚ ਤੁਰੰਤ, ਫਿਰ ਹਰ ਇਵੈਂਟ ਲਈ ਘੰਟੇ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ ਇੱਕ ਸੂਚਨਾ। ਈਮੇਲ 'ਤੇ, ਦਿਨ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ ਇੱਕ ਸਾਰ; ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਨਾ ਚੁਣੋ, ${i?.max} ਤੋਂ ਵੱਧ ਮੈਂਬਰਾਂ ਵਾਲੇ ਗਰੁੱਪਾਂ ਲਈ ਕੋਈ ਨਹੀਂ।`)
};

export const notifications_kind_event_cancelled = /** @type {(inputs: Notifications_Kind_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਸ ਇਵੈਂਟ ਵਿੱਚ ਤੁਸੀਂ ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹੋ, ਉਹ ਰੱਦ ਹੋ ਗਿਆ`)
};

export const notifications_kind_event_capacity = /** @type {(inputs: Notifications_Kind_Event_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਮੇਜ਼ਬਾਨੀ ਵਾਲਾ ਇਵੈਂਟ ਭਰ ਗਿਆ, ਜਾਂ ਉਸ ਦੀ ਉਡੀਕ ਸੂਚੀ ਲਈ ਸੀਟ ਖੁੱਲ੍ਹੀ`)
};

export const notifications_kind_event_changed = /** @type {(inputs: Notifications_Kind_Event_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਸ ਇਵੈਂਟ ਵਿੱਚ ਤੁਸੀਂ ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹੋ, ਉਸ ਦਾ ਸਮਾਂ ਜਾਂ ਟਿਕਾਣਾ ਬਦਲ ਗਿਆ`)
};

export const notifications_kind_event_reminder = /** @type {(inputs: Notifications_Kind_Event_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਸ ਇਵੈਂਟ ਵਿੱਚ ਤੁਸੀਂ ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹੋ ਜਾਂ ਉਡੀਕ ਵਿੱਚ ਹੋ, ਉਸ ਤੋਂ 24 ਘੰਟੇ ਪਹਿਲਾਂ ਯਾਦ-ਦਹਾਨੀ`)
};

export const notifications_kind_new_comment = /** @type {(inputs: Notifications_Kind_New_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਮੇਜ਼ਬਾਨੀ ਵਾਲੇ ਜਾਂ ਤੁਹਾਡੀ ਟਿੱਪਣੀ ਵਾਲੇ ਇਵੈਂਟ 'ਤੇ ਨਵੀਂ ਟਿੱਪਣੀ`)
};

export const notifications_kind_new_event = /** @type {(inputs: Notifications_Kind_New_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਕਿਸੇ ਗਰੁੱਪ ਵਿੱਚ ਨਵਾਂ ਇਵੈਂਟ`)
};

export const notifications_kind_new_request = /** @type {(inputs: Notifications_Kind_New_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਤੁਹਾਡੇ ਚਲਾਏ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣਾ ਚਾਹੁੰਦਾ ਹੈ`)
};

export const notifications_kind_new_role = /** @type {(inputs: Notifications_Kind_New_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਨੂੰ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਬਣਾਇਆ ਗਿਆ, ਜਾਂ ਕੋਈ ਗਰੁੱਪ ਜਾਂ ਇਵੈਂਟ ਸੌਂਪਿਆ ਗਿਆ`)
};

export const notifications_kind_off = /** @type {(inputs: Notifications_Kind_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.label}” ਬਾਰੇ ਹੋਰ ਈਮੇਲਾਂ ਨਹੀਂ ਆਉਣਗੀਆਂ।`)
};

export const notifications_kind_on = /** @type {(inputs: Notifications_Kind_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਨੂੰ “${i?.label}” ਬਾਰੇ ਈਮੇਲਾਂ ਮਿਲਣਗੀਆਂ।`)
};

export const notifications_kind_report_closed = /** @type {(inputs: Notifications_Kind_Report_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਡੇ ਮਾਡਰੇਟਰਾਂ ਨੇ ਤੁਹਾਡੀ ਰਿਪੋਰਟ ਕੀਤੀ ਚੀਜ਼ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ`)
};

export const notifications_kind_request_approved = /** @type {(inputs: Notifications_Kind_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਮੈਂਬਰੀ ਦੀ ਬੇਨਤੀ ਮਨਜ਼ੂਰ ਹੋ ਗਈ`)
};

export const notifications_kind_request_rejected = /** @type {(inputs: Notifications_Kind_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਮੈਂਬਰੀ ਦੀ ਬੇਨਤੀ ਨਾਮਨਜ਼ੂਰ ਹੋ ਗਈ`)
};

export const notifications_kind_unread_messages = /** @type {(inputs: Notifications_Kind_Unread_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`15 ਮਿੰਟ ਬਾਅਦ ਵੀ ਅਣਪੜ੍ਹੇ ਸੁਨੇਹੇ`)
};

export const notifications_kind_waitlist_promoted = /** @type {(inputs: Notifications_Kind_Waitlist_PromotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਨੂੰ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚੋਂ ਸੀਟ ਮਿਲ ਗਈ`)
};

export const notifications_kinds_can_email = /** @type {(inputs: Notifications_Kinds_Can_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਰ ਸੂਚਨਾ ਐਪ ਵਿੱਚ ਦਿਸਦੀ ਹੈ; ਚੁਣੋ ਕਿ ਕਿਹੜੀਆਂ ਤੁਹਾਨੂੰ ਈਮੇਲ ਵੀ ਕੀਤੀਆਂ ਜਾਣ।`)
};

export const notifications_kinds_cannot_email = /** @type {(inputs: Notifications_Kinds_Cannot_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਰ ਸੂਚਨਾ ਐਪ ਵਿੱਚ ਦਿਸਦੀ ਹੈ। ਇਹਨਾਂ ਨੂੰ ਈਮੇਲ 'ਤੇ ਵੀ ਪਾਉਣ ਲਈ ਈਮੇਲ ਪਤਾ ਜੋੜੋ ਅਤੇ ਉਸ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ।`)
};

export const notifications_load_failed = /** @type {(inputs: Notifications_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀਆਂ ਸੂਚਨਾਵਾਂ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀਆਂ।`)
};

export const notifications_load_more = /** @type {(inputs: Notifications_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹੋਰ ਲੋਡ ਕਰੋ`)
};

export const notifications_loading = /** @type {(inputs: Notifications_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀਆਂ ਸੂਚਨਾਵਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ`)
};

export const notifications_loading_settings = /** @type {(inputs: Notifications_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀਆਂ ਸੂਚਨਾ ਸੈਟਿੰਗਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਭ ਨੂੰ ਪੜ੍ਹਿਆ ਮਾਰਕ ਕਰੋ`)
};

export const notifications_mark_all_failed = /** @type {(inputs: Notifications_Mark_All_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀਆਂ ਸੂਚਨਾਵਾਂ ਨੂੰ ਪੜ੍ਹੀਆਂ ਮਾਰਕ ਨਹੀਂ ਕੀਤਾ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const notifications_new = /** @type {(inputs: Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੀਂ`)
};

export const notifications_no_email_server = /** @type {(inputs: Notifications_No_Email_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਸਰਵਰ ਕੋਈ ਈਮੇਲ ਨਹੀਂ ਭੇਜਦਾ: ਤੁਹਾਡੀਆਂ ਸੂਚਨਾਵਾਂ ਐਪ ਵਿੱਚ ਹੀ ਰਹਿੰਦੀਆਂ ਹਨ।`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਲਈ ਹਾਲੇ ਕੋਈ ਸੂਚਨਾ ਨਹੀਂ ਹੈ।`)
};

export const notifications_not_verified_not_sent = /** @type {(inputs: Notifications_Not_Verified_Not_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਾਲੇ ਪੁਸ਼ਟੀ ਨਹੀਂ ਹੋਈ: ਇਹ ਸਰਵਰ ਕੋਈ ਈਮੇਲ ਨਹੀਂ ਭੇਜਦਾ, ਇਸ ਲਈ ${i?.email} 'ਤੇ ਕੋਈ ਲਿੰਕ ਨਹੀਂ ਭੇਜਿਆ ਗਿਆ।`)
};

export const notifications_not_verified_sent = /** @type {(inputs: Notifications_Not_Verified_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਾਲੇ ਪੁਸ਼ਟੀ ਨਹੀਂ ਹੋਈ: ਅਸੀਂ ${i?.email} 'ਤੇ ਇੱਕ ਲਿੰਕ ਭੇਜਿਆ ਹੈ। ਇਹ 24 ਘੰਟੇ ਚੱਲਦਾ ਹੈ।`)
};

export const notifications_remove = /** @type {(inputs: Notifications_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਟਾਓ`)
};

export const notifications_remove_address = /** @type {(inputs: Notifications_Remove_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਤਾ ਹਟਾਓ`)
};

export const notifications_remove_failed = /** @type {(inputs: Notifications_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਈਮੇਲ ਪਤਾ ਹਟਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const notifications_remove_question = /** @type {(inputs: Notifications_Remove_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਆਪਣਾ ਈਮੇਲ ਪਤਾ ਹਟਾਉਣਾ ਹੈ? ਫਿਰ ਤੁਹਾਨੂੰ ਕੋਈ ਸੂਚਨਾ ਈਮੇਲ ਨਹੀਂ ਕੀਤੀ ਜਾਵੇਗੀ।`)
};

export const notifications_removed = /** @type {(inputs: Notifications_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਈਮੇਲ ਪਤਾ ਹਟਾ ਦਿੱਤਾ ਗਿਆ ਹੈ।`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੰਭਾਲੋ`)
};

export const notifications_save_failed = /** @type {(inputs: Notifications_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਈਮੇਲ ਪਤਾ ਸੰਭਾਲਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const notifications_saved_verify = /** @type {(inputs: Notifications_Saved_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੰਭਾਲ ਲਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੇ ਪਤੇ ਦੀ ਪੁਸ਼ਟੀ ਲਈ ਸਾਡੇ ਭੇਜੇ ਲਿੰਕ 'ਤੇ ਜਾਓ।`)
};

export const notifications_settings_load_failed = /** @type {(inputs: Notifications_Settings_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀਆਂ ਸੂਚਨਾ ਸੈਟਿੰਗਾਂ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀਆਂ।`)
};

export const notifications_settings_path = /** @type {(inputs: Notifications_Settings_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੈਟਿੰਗਾਂ › ਸੂਚਨਾਵਾਂ`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੂਚਨਾਵਾਂ`)
};

export const notifications_unsubscribe = /** @type {(inputs: Notifications_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਬਸਕ੍ਰਿਪਸ਼ਨ ਰੱਦ ਕਰੋ`)
};

export const notifications_unsubscribe_explains = /** @type {(inputs: Notifications_Unsubscribe_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਸ ਕਿਸਮ ਦੀ ਈਮੇਲ ਨਾਲ ਇਹ ਲਿੰਕ ਆਇਆ ਸੀ, ਉਹ ਈਮੇਲਾਂ ਤੁਹਾਨੂੰ ਹੁਣ ਨਹੀਂ ਮਿਲਣਗੀਆਂ। ਤੁਹਾਡੀਆਂ ਸੂਚਨਾਵਾਂ ਐਪ ਵਿੱਚ ਦਿਸਦੀਆਂ ਰਹਿਣਗੀਆਂ।`)
};

export const notifications_unsubscribe_question = /** @type {(inputs: Notifications_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਇਹ ਈਮੇਲਾਂ ਬੰਦ ਕਰਨੀਆਂ ਹਨ?`)
};

export const notifications_unsubscribed = /** @type {(inputs: Notifications_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਸਬਸਕ੍ਰਿਪਸ਼ਨ ਰੱਦ ਹੋ ਗਈ ਹੈ`)
};

export const notifications_unsubscribed_kind = /** @type {(inputs: Notifications_Unsubscribed_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਨੂੰ ਹੁਣ “${i?.label}” ਬਾਰੇ ਈਮੇਲਾਂ ਨਹੀਂ ਮਿਲਣਗੀਆਂ।`)
};

export const notifications_verified = /** @type {(inputs: Notifications_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੁਸ਼ਟੀ ਹੋ ਗਈ`)
};

export const pages_event_of_group = /** @type {(inputs: Pages_Event_Of_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} ਦਾ ਇੱਕ ਇਵੈਂਟ`)
};

export const pages_site_description = /** @type {(inputs: Pages_Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly: ਵੈਨਕੂਵਰ ਵਿੱਚ ਭਾਈਚਾਰਕ ਗਰੁੱਪ ਅਤੇ ਇਵੈਂਟ ਲੱਭੋ, ਉਨ੍ਹਾਂ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ ਅਤੇ ਆਪਣੇ ਬਣਾਓ।`)
};

export const people_account_delete_failed = /** @type {(inputs: People_Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤਾ ਮਿਟਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const people_account_deletion_requested = /** @type {(inputs: People_Account_Deletion_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤਾ ਮਿਟਾਉਣ ਦੀ ਬੇਨਤੀ ਸਫਲਤਾਪੂਰਵਕ ਭੇਜੀ ਗਈ। ਸਾਈਨ ਆਊਟ ਹੋ ਰਿਹਾ ਹੈ...`)
};

export const people_avatar = /** @type {(inputs: People_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਵਤਾਰ`)
};

export const people_avatar_delete_failed = /** @type {(inputs: People_Avatar_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਵਤਾਰ ਮਿਟਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const people_avatar_deleted = /** @type {(inputs: People_Avatar_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਅਵਤਾਰ ਮਿਟਾ ਦਿੱਤਾ ਗਿਆ`)
};

export const people_avatar_description = /** @type {(inputs: People_Avatar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਅਵਤਾਰ ਗਰੁੱਪਾਂ, ਇਵੈਂਟਾਂ ਅਤੇ ਟਿੱਪਣੀਆਂ ਵਿੱਚ ਤੁਹਾਡੇ ਨਾਮ ਦੇ ਨਾਲ ਦਿਖਦਾ ਹੈ। ਅਵਤਾਰ ਨਾ ਹੋਣ 'ਤੇ ਤੁਹਾਡੇ ਨਾਮ ਦਾ ਪਹਿਲਾ ਅੱਖਰ ਦਿਖਦਾ ਹੈ।`)
};

export const people_avatar_file = /** @type {(inputs: People_Avatar_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਵਤਾਰ ਦੀ ਤਸਵੀਰ ਵਾਲੀ ਫ਼ਾਈਲ`)
};

export const people_avatar_of = /** @type {(inputs: People_Avatar_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ਦਾ ਅਵਤਾਰ`)
};

export const people_avatar_rule = /** @type {(inputs: People_Avatar_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}।`)
};

export const people_avatar_upload_failed = /** @type {(inputs: People_Avatar_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਵਤਾਰ ਅੱਪਡੇਟ ਨਹੀਂ ਹੋ ਸਕਿਆ।`)
};

export const people_avatar_uploaded = /** @type {(inputs: People_Avatar_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਅਵਤਾਰ ਸਫਲਤਾਪੂਰਵਕ ਅੱਪਲੋਡ ਹੋ ਗਿਆ`)
};

export const people_calendar_description = /** @type {(inputs: People_Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਨ੍ਹਾਂ ਇਵੈਂਟਾਂ ਦੀ ਤੁਸੀਂ ਮੇਜ਼ਬਾਨੀ ਕਰਦੇ ਹੋ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਸ਼ਾਮਲ ਹੁੰਦੇ ਹੋ ਜਾਂ ਜਿਨ੍ਹਾਂ ਦੀ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਹੋ, ਉਹਨਾਂ ਨੂੰ ਦੇਖਣ ਲਈ ਆਪਣੀ ਕੈਲੰਡਰ ਐਪ (Google Calendar, Apple Calendar, Outlook) ਵਿੱਚ ਇਸ ਪਤੇ ਨੂੰ ਸਬਸਕ੍ਰਾਈਬ ਕਰੋ; ਜਦੋਂ ਤੁਸੀਂ ਸਾਈਨ ਅੱਪ ਕਰਦੇ ਹੋ ਜਾਂ ਛੱਡਦੇ ਹੋ, ਇਹ ਵੀ ਨਾਲ ਬਦਲਦਾ ਹੈ। ਲਿੰਕ ਵਾਲਾ ਕੋਈ ਵੀ ਵਿਅਕਤੀ ਉਹ ਇਵੈਂਟ ਦੇਖ ਸਕਦਾ ਹੈ, ਇਸ ਲਈ ਇਸ ਨੂੰ ਆਪਣੇ ਤੱਕ ਹੀ ਰੱਖੋ, ਅਤੇ ਜੇ ਇਹ ਲੀਕ ਹੋ ਜਾਵੇ ਤਾਂ ਨਵਾਂ ਲਿੰਕ ਲਓ।`)
};

export const people_calendar_link = /** @type {(inputs: People_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਕੈਲੰਡਰ ਲਿੰਕ`)
};

export const people_calendar_link_failed = /** @type {(inputs: People_Calendar_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਕੈਲੰਡਰ ਲਿੰਕ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ।`)
};

export const people_calendar_link_renew_failed = /** @type {(inputs: People_Calendar_Link_Renew_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵਾਂ ਕੈਲੰਡਰ ਲਿੰਕ ਨਹੀਂ ਮਿਲ ਸਕਿਆ।`)
};

export const people_calendar_link_renewed = /** @type {(inputs: People_Calendar_Link_RenewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਨਵਾਂ ਕੈਲੰਡਰ ਲਿੰਕ ਤਿਆਰ ਹੈ। ਪੁਰਾਣਾ ਹੁਣ ਕੰਮ ਨਹੀਂ ਕਰਦਾ।`)
};

export const people_calendar_subscription = /** @type {(inputs: People_Calendar_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੈਲੰਡਰ ਸਬਸਕ੍ਰਿਪਸ਼ਨ`)
};

export const people_change_password = /** @type {(inputs: People_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਸਵਰਡ ਬਦਲੋ`)
};

export const people_change_password_description = /** @type {(inputs: People_Change_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇੱਥੇ ਸਾਈਨ ਇਨ ਰਹੋਗੇ; Neighbourly ਤੁਹਾਨੂੰ ਬਾਕੀ ਸਾਰੀਆਂ ਡਿਵਾਈਸਾਂ ਤੋਂ ਸਾਈਨ ਆਊਟ ਕਰ ਦਿੰਦਾ ਹੈ।`)
};

export const people_confirm_new_password = /** @type {(inputs: People_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੇਂ ਪਾਸਵਰਡ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ`)
};

export const people_copy_link = /** @type {(inputs: People_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲਿੰਕ ਕਾਪੀ ਕਰੋ`)
};

export const people_current_password = /** @type {(inputs: People_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੌਜੂਦਾ ਪਾਸਵਰਡ`)
};

export const people_delete = /** @type {(inputs: People_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਿਟਾਓ`)
};

export const people_delete_account = /** @type {(inputs: People_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤਾ ਮਿਟਾਓ`)
};

export const people_delete_account_description = /** @type {(inputs: People_Delete_Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤਾ ਮਿਟਾਉਣ ਨਾਲ ਤੁਸੀਂ ਸਾਈਨ ਆਊਟ ਹੋ ਜਾਂਦੇ ਹੋ ਅਤੇ ਇਸ ਨੂੰ ਵਾਪਸ ਨਹੀਂ ਲਿਆ ਜਾ ਸਕਦਾ।`)
};

export const people_delete_account_events = /** @type {(inputs: People_Delete_Account_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਿਨ੍ਹਾਂ ਇਵੈਂਟਾਂ ਦੀ ਤੁਸੀਂ ਮੇਜ਼ਬਾਨੀ ਕਰਦੇ ਹੋ, ਉਹ ਉਹਨਾਂ ਦੇ ਗਰੁੱਪ ਦੇ ਮਾਲਕ ਨੂੰ ਸੌਂਪ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ।`)
};

export const people_delete_account_groups = /** @type {(inputs: People_Delete_Account_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਮਾਲਕੀ ਵਾਲਾ ਹਰ ਗਰੁੱਪ ਕਿਸੇ ਹੋਰ ਮੈਂਬਰ ਨੂੰ ਸੌਂਪ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ (ਪਹਿਲਾਂ ਕਿਸੇ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਨੂੰ); ਜਿਸ ਗਰੁੱਪ ਵਿੱਚ ਹੋਰ ਕੋਈ ਨਹੀਂ, ਉਹ ਮਿਟਾ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ।`)
};

export const people_delete_account_memberships = /** @type {(inputs: People_Delete_Account_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀਆਂ ਗਰੁੱਪ ਮੈਂਬਰਸ਼ਿਪਾਂ, ਮੈਂਬਰਸ਼ਿਪ ਬੇਨਤੀਆਂ, ਇਵੈਂਟਾਂ ਲਈ ਰਜਿਸਟ੍ਰੇਸ਼ਨਾਂ ਅਤੇ ਟਿੱਪਣੀਆਂ ਹਟਾ ਦਿੱਤੀਆਂ ਜਾਂਦੀਆਂ ਹਨ।`)
};

export const people_delete_account_message = /** @type {(inputs: People_Delete_Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਨੂੰ ਵਾਪਸ ਨਹੀਂ ਲਿਆ ਜਾ ਸਕਦਾ, ਅਤੇ ਤੁਸੀਂ ਸਾਈਨ ਆਊਟ ਹੋ ਜਾਓਗੇ।`)
};

export const people_delete_account_title = /** @type {(inputs: People_Delete_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਆਪਣਾ ਖਾਤਾ ਮਿਟਾਉਣਾ ਹੈ?`)
};

export const people_delete_avatar = /** @type {(inputs: People_Delete_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਵਤਾਰ ਮਿਟਾਓ`)
};

export const people_delete_avatar_confirm = /** @type {(inputs: People_Delete_Avatar_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਆਪਣਾ ਅਵਤਾਰ ਮਿਟਾਉਣਾ ਹੈ? ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਨਵਾਂ ਅੱਪਲੋਡ ਨਹੀਂ ਕਰਦੇ, ਉਦੋਂ ਤੱਕ ਇਸ ਦੀ ਬਜਾਏ ਤੁਹਾਡੇ ਨਾਮ ਦਾ ਪਹਿਲਾ ਅੱਖਰ ਦਿਖੇਗਾ।`)
};

export const people_display_name = /** @type {(inputs: People_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਡਿਸਪਲੇ ਨਾਮ`)
};

export const people_display_name_hint = /** @type {(inputs: People_Display_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 ਤੋਂ 50 ਅੱਖਰ।`)
};

export const people_download_data = /** @type {(inputs: People_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰਾ ਡਾਟਾ ਡਾਊਨਲੋਡ ਕਰੋ`)
};

export const people_download_data_ask = /** @type {(inputs: People_Download_Data_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰਾ ਡਾਟਾ ਤਿਆਰ ਕਰੋ`)
};

export const people_download_data_ask_again = /** @type {(inputs: People_Download_Data_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੀਂ ਕਾਪੀ ਤਿਆਰ ਕਰੋ`)
};

export const people_download_data_building = /** @type {(inputs: People_Download_Data_BuildingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਡਾਟਾ ਤਿਆਰ ਹੋ ਰਿਹਾ ਹੈ… ${i?.progress}% ਪੂਰਾ। ਤੁਸੀਂ ਇਹ ਪੰਨਾ ਛੱਡ ਸਕਦੇ ਹੋ: ਤਿਆਰ ਹੋਣ ’ਤੇ ਅਸੀਂ ਤੁਹਾਨੂੰ ਸੂਚਿਤ ਕਰਾਂਗੇ।`)
};

export const people_download_data_checking = /** @type {(inputs: People_Download_Data_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਡਾਟਾ ਡਾਊਨਲੋਡ ਦੀ ਜਾਂਚ ਹੋ ਰਹੀ ਹੈ`)
};

export const people_download_data_description = /** @type {(inputs: People_Download_Data_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇੱਥੇ ਜੋ ਤੁਹਾਡਾ ਹੈ ਉਸ ਦੀ ਕਾਪੀ, ZIP ਫ਼ਾਈਲ ਵਜੋਂ: ਤੁਹਾਡੀ ਪ੍ਰੋਫਾਈਲ, ਗਰੁੱਪ, ਇਵੈਂਟ ਅਤੇ RSVP, ਟਿੱਪਣੀਆਂ, ਸੁਨੇਹੇ, ਸੂਚਨਾਵਾਂ ਅਤੇ ਤਸਵੀਰਾਂ, ਨਾਲ ਇੱਕ ਪੰਨਾ ਜਿਸ ਨਾਲ ਸਭ ਕੁਝ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਪੜ੍ਹਿਆ ਜਾ ਸਕੇ। ਅਸੀਂ ਇਸ ਨੂੰ ਪਿਛੋਕੜ ਵਿੱਚ ਤਿਆਰ ਕਰਦੇ ਹਾਂ ਅਤੇ ਤਿਆਰ ਹੋਣ ’ਤੇ ਤੁਹਾਨੂੰ ਸੂਚਿਤ ਕਰਦੇ ਹਾਂ। ਡਾਊਨਲੋਡ 7 ਦਿਨ ਚੱਲਦਾ ਹੈ, ਅਤੇ ਸਿਰਫ਼ ਤੁਹਾਡੇ ਲਈ।`)
};

export const people_download_data_download = /** @type {(inputs: People_Download_Data_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ZIP ਡਾਊਨਲੋਡ ਕਰੋ`)
};

export const people_download_data_expired = /** @type {(inputs: People_Download_Data_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਪਿਛਲੀ ਕਾਪੀ ${i?.date} ਨੂੰ ਮਿਟਾ ਦਿੱਤੀ ਗਈ: ਲੋੜ ਹੋਣ ’ਤੇ ਨਵੀਂ ਮੰਗੋ।`)
};

export const people_download_data_failed = /** @type {(inputs: People_Download_Data_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਡਾਟਾ ਤਿਆਰ ਕਰਨਾ ਅਸਫਲ ਰਿਹਾ।`)
};

export const people_download_data_load_failed = /** @type {(inputs: People_Download_Data_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ ਕਿ ਤੁਹਾਡਾ ਡਾਟਾ ਤਿਆਰ ਹੈ ਜਾਂ ਨਹੀਂ।`)
};

export const people_download_data_progress = /** @type {(inputs: People_Download_Data_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਡਾਟਾ ਤਿਆਰ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const people_download_data_ready = /** @type {(inputs: People_Download_Data_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਡਾਟਾ ਤਿਆਰ ਹੈ (${i?.size})। ਡਾਊਨਲੋਡ ${i?.date} ਤੱਕ ਚੱਲਦਾ ਹੈ।`)
};

export const people_download_data_request_failed = /** @type {(inputs: People_Download_Data_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਡਾਟਾ ਮੰਗਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const people_download_data_requested = /** @type {(inputs: People_Download_Data_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਸੀਂ ਤੁਹਾਡਾ ਡਾਟਾ ਤਿਆਰ ਕਰ ਰਹੇ ਹਾਂ। ਤਿਆਰ ਹੋਣ ’ਤੇ ਅਸੀਂ ਤੁਹਾਨੂੰ ਸੂਚਿਤ ਕਰਾਂਗੇ।`)
};

export const people_download_data_retry = /** @type {(inputs: People_Download_Data_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ`)
};

export const people_edit_my_profile = /** @type {(inputs: People_Edit_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰੀ ਪ੍ਰੋਫਾਈਲ ਸੋਧੋ`)
};

export const people_get_new_link = /** @type {(inputs: People_Get_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵਾਂ ਲਿੰਕ ਲਓ`)
};

export const people_loading_calendar_link = /** @type {(inputs: People_Loading_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਕੈਲੰਡਰ ਲਿੰਕ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const people_loading_profile = /** @type {(inputs: People_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪ੍ਰੋਫਾਈਲ ਲੋਡ ਹੋ ਰਹੀ ਹੈ`)
};

export const people_loading_settings = /** @type {(inputs: People_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੈਟਿੰਗਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ`)
};

export const people_loading_your_settings = /** @type {(inputs: People_Loading_Your_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀਆਂ ਸੈਟਿੰਗਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ`)
};

export const people_login = /** @type {(inputs: People_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਯੂਜ਼ਰਨੇਮ`)
};

export const people_login_hint = /** @type {(inputs: People_Login_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਆਪਣੇ ਯੂਜ਼ਰਨੇਮ ਨਾਲ ਸਾਈਨ ਇਨ ਕਰਦੇ ਹੋ; ਇਸ ਨੂੰ ਬਦਲਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ।`)
};

export const people_member_since = /** @type {(inputs: People_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} ਤੋਂ ਮੈਂਬਰ`)
};

export const people_my_neighbourhood = /** @type {(inputs: People_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰਾ ਇਲਾਕਾ`)
};

export const people_neighbourhood_hint = /** @type {(inputs: People_Neighbourhood_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖੋਜਾਂ ਇੱਥੋਂ ਦੂਰੀ ਮਾਪ ਸਕਦੀਆਂ ਹਨ। ਇਹ ਸਿਰਫ਼ ਤੁਹਾਨੂੰ ਦਿਖਦਾ ਹੈ।`)
};

export const people_new_calendar_link_message = /** @type {(inputs: People_New_Calendar_Link_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੁਰਾਣਾ ਲਿੰਕ ਕੰਮ ਕਰਨਾ ਬੰਦ ਕਰ ਦੇਵੇਗਾ: ਇਸ ਨੂੰ ਸਬਸਕ੍ਰਾਈਬ ਕੀਤੇ ਕੈਲੰਡਰ ਉਦੋਂ ਤੱਕ ਅੱਪਡੇਟ ਨਹੀਂ ਹੋਣਗੇ ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਨਵੇਂ ਲਿੰਕ ਨੂੰ ਸਬਸਕ੍ਰਾਈਬ ਨਹੀਂ ਕਰਦੇ।`)
};

export const people_new_calendar_link_title = /** @type {(inputs: People_New_Calendar_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੀ ਨਵਾਂ ਕੈਲੰਡਰ ਲਿੰਕ ਲੈਣਾ ਹੈ?`)
};

export const people_new_password = /** @type {(inputs: People_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵਾਂ ਪਾਸਵਰਡ`)
};

export const people_new_password_hint = /** @type {(inputs: People_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8 ਤੋਂ 24 ਅੱਖਰ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਇੱਕ ਛੋਟਾ ਅਤੇ ਇੱਕ ਵੱਡਾ ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ, ਇੱਕ ਅੰਕ ਅਤੇ @$!%*?& ਵਿੱਚੋਂ ਇੱਕ ਚਿੰਨ੍ਹ ਹੋਵੇ।`)
};

export const people_no_neighbourhood = /** @type {(inputs: People_No_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਨਹੀਂ`)
};

export const people_open_in_calendar_app = /** @type {(inputs: People_Open_In_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੈਲੰਡਰ ਐਪ ਵਿੱਚ ਖੋਲ੍ਹੋ`)
};

export const people_password_update_failed = /** @type {(inputs: People_Password_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਸਵਰਡ ਅੱਪਡੇਟ ਨਹੀਂ ਹੋ ਸਕਿਆ।`)
};

export const people_password_updated = /** @type {(inputs: People_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਸਵਰਡ ਸਫਲਤਾਪੂਰਵਕ ਅੱਪਡੇਟ ਹੋ ਗਿਆ`)
};

export const people_profile = /** @type {(inputs: People_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪ੍ਰੋਫਾਈਲ`)
};

export const people_profile_details = /** @type {(inputs: People_Profile_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪ੍ਰੋਫਾਈਲ ਵੇਰਵੇ`)
};

export const people_profile_details_description = /** @type {(inputs: People_Profile_Details_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੂਜੇ ਗੁਆਂਢੀ ਤੁਹਾਨੂੰ ਤੁਹਾਡੇ ਡਿਸਪਲੇ ਨਾਮ ਨਾਲ ਦੇਖਦੇ ਹਨ।`)
};

export const people_profile_options = /** @type {(inputs: People_Profile_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪ੍ਰੋਫਾਈਲ ਦੇ ਵਿਕਲਪ`)
};

export const people_profile_update_failed = /** @type {(inputs: People_Profile_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪ੍ਰੋਫਾਈਲ ਅੱਪਡੇਟ ਨਹੀਂ ਹੋ ਸਕੀ।`)
};

export const people_profile_updated = /** @type {(inputs: People_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਪ੍ਰੋਫਾਈਲ ਸਫਲਤਾਪੂਰਵਕ ਅੱਪਡੇਟ ਹੋ ਗਈ`)
};

export const people_save_changes = /** @type {(inputs: People_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤਬਦੀਲੀਆਂ ਸੰਭਾਲੋ`)
};

export const people_send_message = /** @type {(inputs: People_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੁਨੇਹਾ ਭੇਜੋ`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੈਟਿੰਗਾਂ`)
};

export const people_settings_document_title = /** @type {(inputs: People_Settings_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tab} · ਸੈਟਿੰਗਾਂ`)
};

export const people_settings_intro = /** @type {(inputs: People_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਪ੍ਰੋਫਾਈਲ, ਤੁਹਾਡਾ ਖਾਤਾ ਅਤੇ Neighbourly ਦੀ ਦਿੱਖ।`)
};

export const people_settings_sections = /** @type {(inputs: People_Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੈਟਿੰਗਾਂ ਦੇ ਭਾਗ`)
};

export const people_tab_appearance = /** @type {(inputs: People_Tab_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦਿੱਖ`)
};

export const people_tab_blocked_people = /** @type {(inputs: People_Tab_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਲੌਕ ਕੀਤੇ ਲੋਕ`)
};

export const people_tab_edit_profile = /** @type {(inputs: People_Tab_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪ੍ਰੋਫਾਈਲ ਸੋਧੋ`)
};

export const people_tab_manage_account = /** @type {(inputs: People_Tab_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤੇ ਦਾ ਪ੍ਰਬੰਧ`)
};

export const people_tab_notifications = /** @type {(inputs: People_Tab_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੂਚਨਾਵਾਂ`)
};

export const people_theme = /** @type {(inputs: People_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਥੀਮ`)
};

export const people_theme_dark = /** @type {(inputs: People_Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਡਾਰਕ`)
};

export const people_theme_description = /** @type {(inputs: People_Theme_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਚੁਣੋ ਕਿ ਇਸ ਡਿਵਾਈਸ 'ਤੇ Neighbourly ਕਿਵੇਂ ਦਿਖੇ। ਸਿਸਟਮ ਤੁਹਾਡੀ ਡਿਵਾਈਸ ਦੀ ਲਾਈਟ ਜਾਂ ਡਾਰਕ ਸੈਟਿੰਗ ਮੁਤਾਬਕ ਚੱਲਦਾ ਹੈ।`)
};

export const people_theme_light = /** @type {(inputs: People_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲਾਈਟ`)
};

export const people_theme_system = /** @type {(inputs: People_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਸਟਮ`)
};

export const people_update = /** @type {(inputs: People_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅੱਪਡੇਟ ਕਰੋ`)
};

export const people_upload_avatar = /** @type {(inputs: People_Upload_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵਾਂ ਅਵਤਾਰ ਅੱਪਲੋਡ ਕਰੋ`)
};

export const people_uploading_avatar = /** @type {(inputs: People_Uploading_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਵਤਾਰ ਅੱਪਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const people_view_my_profile = /** @type {(inputs: People_View_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਰੀ ਪ੍ਰੋਫਾਈਲ ਦੇਖੋ`)
};

export const people_your_avatar = /** @type {(inputs: People_Your_AvatarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡਾ ਅਵਤਾਰ (${i?.name})`)
};

export const server_address_search_is_not_set_up = /** @type {(inputs: Server_Address_Search_Is_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਸਾਈਟ 'ਤੇ ਪਤੇ ਦੀ ਖੋਜ ਸੈੱਟ ਅੱਪ ਨਹੀਂ ਕੀਤੀ ਗਈ: ਪਿੰਨ ਨੂੰ ਖਿੱਚੋ ਜਾਂ ਕੋਈ ਇਲਾਕਾ ਚੁਣੋ।`)
};

export const server_altcha_is_not_in_use = /** @type {(inputs: Server_Altcha_Is_Not_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALTCHA ਵਰਤੋਂ ਵਿੱਚ ਨਹੀਂ ਹੈ।`)
};

export const server_failed_to_create_group_limit_of = /** @type {(inputs: Server_Failed_To_Create_Group_Limit_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਨਹੀਂ ਬਣਾਇਆ ਜਾ ਸਕਿਆ। ਪ੍ਰਤੀ ਵਰਤੋਂਕਾਰ ਗਰੁੱਪਾਂ ਦੀ ਸੀਮਾ ਪਾਰ ਹੋ ਗਈ ਹੈ।`)
};

export const server_invalid_or_missing_csrf_token_reload = /** @type {(inputs: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSRF ਟੋਕਨ ਗ਼ਲਤ ਹੈ ਜਾਂ ਮੌਜੂਦ ਨਹੀਂ ਹੈ। ਪੰਨਾ ਦੁਬਾਰਾ ਲੋਡ ਕਰਕੇ ਫਿਰ ਤੋਂ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const server_new_members_join_as_member = /** @type {(inputs: Server_New_Members_Join_As_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੇਂ ਮੈਂਬਰ MEMBER ਵਜੋਂ ਸ਼ਾਮਲ ਹੁੰਦੇ ਹਨ।`)
};

export const server_no_free_group_id_could_be = /** @type {(inputs: Server_No_Free_Group_Id_Could_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਲਿੰਕ ਤੋਂ ਕੋਈ ਵੀ ਅਜਿਹੀ ਗਰੁੱਪ ਆਈਡੀ ਨਹੀਂ ਬਣਾਈ ਜਾ ਸਕੀ ਜੋ ਪਹਿਲਾਂ ਤੋਂ ਵਰਤੀ ਨਾ ਜਾ ਰਹੀ ਹੋਵੇ।`)
};

export const server_no_one_may_act_on_an = /** @type {(inputs: Server_No_One_May_Act_On_AnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇੱਥੇ ਕੋਈ ਵੀ ਕਿਸੇ ਐਡਮਿਨ 'ਤੇ ਕਾਰਵਾਈ ਨਹੀਂ ਕਰ ਸਕਦਾ।`)
};

export const server_not_found = /** @type {(inputs: Server_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਹੀਂ ਮਿਲਿਆ।`)
};

export const server_nothing_could_be_read_from_this = /** @type {(inputs: Server_Nothing_Could_Be_Read_From_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਪੰਨੇ ਤੋਂ ਕੁਝ ਵੀ ਪੜ੍ਹਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ: ਕੀ ਇਹ ਜਨਤਕ ਹੈ, ਅਤੇ ਕੀ ਲਿੰਕ ਸਹੀ ਹੈ?`)
};

export const server_only_an_admin_may_act_on = /** @type {(inputs: Server_Only_An_Admin_May_Act_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਮਾਡਰੇਟਰ 'ਤੇ ਸਿਰਫ਼ ਐਡਮਿਨ ਹੀ ਕਾਰਵਾਈ ਕਰ ਸਕਦਾ ਹੈ।`)
};

export const server_only_an_event_host_or_the = /** @type {(inputs: Server_Only_An_Event_Host_Or_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਸਿਰਫ਼ ਕਿਸੇ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਜਾਂ ਗਰੁੱਪ ਦੇ ਮਾਲਕ ਨੂੰ ਹੀ ਸੌਂਪਿਆ ਜਾ ਸਕਦਾ ਹੈ।`)
};

export const server_only_https_links_to_meetupcom_can = /** @type {(inputs: Server_Only_Https_Links_To_Meetupcom_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ meetup.com ਦੇ https ਲਿੰਕ ਹੀ ਇੰਪੋਰਟ ਕੀਤੇ ਜਾ ਸਕਦੇ ਹਨ।`)
};

export const server_only_members_of_the_group_see = /** @type {(inputs: Server_Only_Members_Of_The_Group_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਸਿਰਫ਼ ਗਰੁੱਪ ਦੇ ਮੈਂਬਰ ਹੀ ਦੇਖ ਸਕਦੇ ਹਨ।`)
};

export const server_only_members_see_a_private_groups = /** @type {(inputs: Server_Only_Members_See_A_Private_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਨਿੱਜੀ ਗਰੁੱਪ ਦਾ ਕੈਲੰਡਰ ਸਿਰਫ਼ ਮੈਂਬਰ ਹੀ ਦੇਖ ਸਕਦੇ ਹਨ।`)
};

export const server_only_members_see_who_belongs_to = /** @type {(inputs: Server_Only_Members_See_Who_Belongs_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਨਿੱਜੀ ਗਰੁੱਪ ਵਿੱਚ ਕੌਣ-ਕੌਣ ਹੈ, ਇਹ ਸਿਰਫ਼ ਮੈਂਬਰ ਹੀ ਦੇਖ ਸਕਦੇ ਹਨ।`)
};

export const server_only_site_moderators_may_do_this = /** @type {(inputs: Server_Only_Site_Moderators_May_Do_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਸਾਈਟ ਦੇ ਮਾਡਰੇਟਰ ਹੀ ਇਹ ਕਰ ਸਕਦੇ ਹਨ।`)
};

export const server_only_the_creator_of_an_event = /** @type {(inputs: Server_Only_The_Creator_Of_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਸਿਰਫ਼ ਉਸਨੂੰ ਬਣਾਉਣ ਵਾਲਾ ਹੀ ਹੁੰਦਾ ਹੈ।`)
};

export const server_only_the_host_of_the_event = /** @type {(inputs: Server_Only_The_Host_Of_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਸਿਰਫ਼ ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਜਾਂ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਹੀ ਕਰ ਸਕਦਾ ਹੈ।`)
};

export const server_only_the_host_of_the_event_2 = /** @type {(inputs: Server_Only_The_Host_Of_The_Event_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਜਾਂ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਹੀ ਇਸਨੂੰ ਕਿਸੇ ਹੋਰ ਨੂੰ ਸੌਂਪ ਸਕਦਾ ਹੈ।`)
};

export const server_only_the_host_or_the_owner = /** @type {(inputs: Server_Only_The_Host_Or_The_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਨੂੰ ਸਿਰਫ਼ ਮੇਜ਼ਬਾਨ ਜਾਂ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਹੀ ਮਿਟਾ ਸਕਦਾ ਹੈ।`)
};

export const server_only_the_host_or_the_owner_2 = /** @type {(inputs: Server_Only_The_Host_Or_The_Owner_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਵਾਲਿਆਂ ਦੀ ਸੂਚੀ ਸਿਰਫ਼ ਮੇਜ਼ਬਾਨ ਜਾਂ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਹੀ ਡਾਊਨਲੋਡ ਕਰ ਸਕਦਾ ਹੈ।`)
};

export const server_only_the_owner_and_the_event = /** @type {(inputs: Server_Only_The_Owner_And_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ ਇਵੈਂਟ ਸਿਰਫ਼ ਇਸਦਾ ਮਾਲਕ ਅਤੇ ਇਸਦੇ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਹੀ ਬਣਾ ਸਕਦੇ ਹਨ।`)
};

export const server_please_sign_in_to_continue = /** @type {(inputs: Server_Please_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਰੀ ਰੱਖਣ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਸਾਈਨ ਇਨ ਕਰੋ।`)
};

export const server_preparing_this_copy_of_your_data = /** @type {(inputs: Server_Preparing_This_Copy_Of_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਡਾਟੇ ਦੀ ਇਹ ਕਾਪੀ ਤਿਆਰ ਕਰਨਾ ਅਸਫਲ ਰਿਹਾ: ਸੈਟਿੰਗਾਂ › ਖਾਤੇ ਦਾ ਪ੍ਰਬੰਧ ਵਿੱਚ ਨਵੀਂ ਮੰਗੋ।`)
};

export const server_send_the_signin_form_as_multipartformdata = /** @type {(inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ-ਇਨ ਫ਼ਾਰਮ multipart/form-data ਵਜੋਂ ਭੇਜੋ।`)
};

export const server_some_of_these_reports_do_not = /** @type {(inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹਨਾਂ ਵਿੱਚੋਂ ਕੁਝ ਰਿਪੋਰਟਾਂ ਮੌਜੂਦ ਨਹੀਂ ਹਨ ਜਾਂ ਇਸ ਵਿਸ਼ੇ ਬਾਰੇ ਨਹੀਂ ਹਨ।`)
};

export const server_something_went_wrong_on_our = /** @type {(inputs: Server_Something_Went_Wrong_On_OurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਡੇ ਪਾਸੇ ਕੁਝ ਗ਼ਲਤ ਹੋ ਗਿਆ।`)
};

export const server_the_cursor_is_not_valid_ask = /** @type {(inputs: Server_The_Cursor_Is_Not_Valid_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਰਸਰ ਵੈਧ ਨਹੀਂ ਹੈ: ਪਹਿਲਾ ਪੰਨਾ ਦੁਬਾਰਾ ਮੰਗੋ।`)
};

export const server_the_host_cannot_leave_their_own = /** @type {(inputs: Server_The_Host_Cannot_Leave_Their_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਜ਼ਬਾਨ ਆਪਣੇ ਹੀ ਇਵੈਂਟ ਨੂੰ ਛੱਡ ਨਹੀਂ ਸਕਦਾ।`)
};

export const server_the_host_of_an_event_cannot = /** @type {(inputs: Server_The_Host_Of_An_Event_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਇੱਥੇ ਨਹੀਂ ਬਦਲਿਆ ਜਾ ਸਕਦਾ।`)
};

export const server_the_owner_cannot_leave_the_group = /** @type {(inputs: Server_The_Owner_Cannot_Leave_The_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਲਕ ਗਰੁੱਪ ਨੂੰ ਛੱਡ ਨਹੀਂ ਸਕਦਾ।`)
};

export const server_the_owner_of_a_group_cannot = /** @type {(inputs: Server_The_Owner_Of_A_Group_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਇੱਥੇ ਨਹੀਂ ਬਦਲਿਆ ਜਾ ਸਕਦਾ।`)
};

export const server_the_signin_form_could_not_be = /** @type {(inputs: Server_The_Signin_Form_Could_Not_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ-ਇਨ ਫ਼ਾਰਮ ਪੜ੍ਹਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const server_the_upload_could_not_be_read = /** @type {(inputs: Server_The_Upload_Could_Not_Be_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅੱਪਲੋਡ ਕੀਤੀ ਫ਼ਾਈਲ ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕੀ।`)
};

export const server_there_is_no_image = /** @type {(inputs: Server_There_Is_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਤਸਵੀਰ ਨਹੀਂ ਹੈ।`)
};

export const server_there_is_no_such_download = /** @type {(inputs: Server_There_Is_No_Such_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜਿਹਾ ਕੋਈ ਡਾਊਨਲੋਡ ਨਹੀਂ ਹੈ।`)
};

export const server_there_is_no_such_request = /** @type {(inputs: Server_There_Is_No_Such_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜਿਹੀ ਕੋਈ ਬੇਨਤੀ ਨਹੀਂ ਹੈ।`)
};

export const server_there_is_no_such_sitemap_file = /** @type {(inputs: Server_There_Is_No_Such_Sitemap_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜਿਹੀ ਕੋਈ ਸਾਈਟਮੈਪ ਫ਼ਾਈਲ ਨਹੀਂ ਹੈ।`)
};

export const server_there_is_no_such_user = /** @type {(inputs: Server_There_Is_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜਿਹਾ ਕੋਈ ਵਰਤੋਂਕਾਰ ਨਹੀਂ ਹੈ।`)
};

export const server_this_calendar_address_is_not_valid = /** @type {(inputs: Server_This_Calendar_Address_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਕੈਲੰਡਰ ਪਤਾ ਵੈਧ ਨਹੀਂ ਹੈ (ਹੋ ਸਕਦਾ ਹੈ ਕਿ ਇਸਨੂੰ ਕਿਸੇ ਨਵੇਂ ਪਤੇ ਨਾਲ ਬਦਲ ਦਿੱਤਾ ਗਿਆ ਹੋਵੇ)।`)
};

export const server_this_comment_does_not_exist = /** @type {(inputs: Server_This_Comment_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਟਿੱਪਣੀ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।`)
};

export const server_this_copy_of_your_data_is_still = /** @type {(inputs: Server_This_Copy_Of_Your_Data_Is_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਡਾਟੇ ਦੀ ਇਹ ਕਾਪੀ ਅਜੇ ਤਿਆਰ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ।`)
};

export const server_this_does_not_exist_and_no = /** @type {(inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਮੌਜੂਦ ਨਹੀਂ ਹੈ, ਅਤੇ ਕਿਸੇ ਨੇ ਇਸਦੀ ਰਿਪੋਰਟ ਵੀ ਨਹੀਂ ਕੀਤੀ।`)
};

export const server_this_download_has_expired = /** @type {(inputs: Server_This_Download_Has_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਡਾਊਨਲੋਡ ਮਿਆਦ ਪੁੱਗ ਚੁੱਕੀ ਹੈ: ਤੁਹਾਡੇ ਡਾਟੇ ਦੀ ਕਾਪੀ 7 ਦਿਨ ਰੱਖੀ ਜਾਂਦੀ ਹੈ। ਸੈਟਿੰਗਾਂ › ਖਾਤੇ ਦਾ ਪ੍ਰਬੰਧ ਵਿੱਚ ਨਵੀਂ ਮੰਗੋ।`)
};

export const server_this_download_link_is_not_valid = /** @type {(inputs: Server_This_Download_Link_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਡਾਊਨਲੋਡ ਲਿੰਕ ਸਹੀ ਨਹੀਂ ਹੈ।`)
};

export const server_this_event_does_not_exist = /** @type {(inputs: Server_This_Event_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।`)
};

export const server_this_event_has_already_ended = /** @type {(inputs: Server_This_Event_Has_Already_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਪਹਿਲਾਂ ਹੀ ਖ਼ਤਮ ਹੋ ਚੁੱਕਾ ਹੈ।`)
};

export const server_this_group_does_not_exist = /** @type {(inputs: Server_This_Group_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਗਰੁੱਪ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।`)
};

export const server_this_group_is_private_ask_to = /** @type {(inputs: Server_This_Group_Is_Private_Ask_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਗਰੁੱਪ ਨਿੱਜੀ ਹੈ: ਇਸਦੀ ਬਜਾਏ ਇਸ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਬੇਨਤੀ ਕਰੋ।`)
};

export const server_this_group_is_private_its_events = /** @type {(inputs: Server_This_Group_Is_Private_Its_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਗਰੁੱਪ ਨਿੱਜੀ ਹੈ: ਇਸਦੇ ਇਵੈਂਟਾਂ ਦੀ ਕੋਈ ਜਨਤਕ ਫ਼ੀਡ ਨਹੀਂ ਹੈ।`)
};

export const server_this_is_not_a_link = /** @type {(inputs: Server_This_Is_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਕੋਈ ਲਿੰਕ ਨਹੀਂ ਹੈ।`)
};

export const server_this_is_not_the_link_of = /** @type {(inputs: Server_This_Is_Not_The_Link_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਕਿਸੇ Meetup ਗਰੁੱਪ ਦਾ ਲਿੰਕ ਨਹੀਂ ਹੈ।`)
};

export const server_this_is_not_the_link_of_2 = /** @type {(inputs: Server_This_Is_Not_The_Link_Of_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਕਿਸੇ Meetup ਇਵੈਂਟ ਦਾ ਲਿੰਕ ਨਹੀਂ ਹੈ।`)
};

export const server_this_no_longer_exists_only_dismiss = /** @type {(inputs: Server_This_No_Longer_Exists_Only_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਹੁਣ ਮੌਜੂਦ ਨਹੀਂ ਹੈ: ਸਿਰਫ਼ DISMISS ਹੀ ਬਾਕੀ ਹੈ।`)
};

export const server_this_person_already_hosts_the_event = /** @type {(inputs: Server_This_Person_Already_Hosts_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਵਿਅਕਤੀ ਪਹਿਲਾਂ ਹੀ ਇਸ ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਹੈ।`)
};

export const server_this_person_does_not_exist = /** @type {(inputs: Server_This_Person_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਵਿਅਕਤੀ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।`)
};

export const server_this_person_is_not_a_member = /** @type {(inputs: Server_This_Person_Is_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਵਿਅਕਤੀ ਇਸ ਗਰੁੱਪ ਦਾ ਮੈਂਬਰ ਨਹੀਂ ਹੈ।`)
};

export const server_this_person_is_not_banned_from = /** @type {(inputs: Server_This_Person_Is_Not_Banned_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਵਿਅਕਤੀ 'ਤੇ ਇਸ ਗਰੁੱਪ ਵਿੱਚ ਕੋਈ ਪਾਬੰਦੀ ਨਹੀਂ ਲਾਈ ਗਈ ਹੈ।`)
};

export const server_too_many_requests_please_wait_a = /** @type {(inputs: Server_Too_Many_Requests_Please_Wait_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਹੁਤ ਜ਼ਿਆਦਾ ਬੇਨਤੀਆਂ ਭੇਜੀਆਂ ਗਈਆਂ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਮਿੰਟ ਰੁਕੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const server_you_are_already_attending_this_event = /** @type {(inputs: Server_You_Are_Already_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਪਹਿਲਾਂ ਹੀ ਇਸ ਇਵੈਂਟ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹੋ।`)
};

export const server_you_are_not_a_member_of = /** @type {(inputs: Server_You_Are_Not_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਗਰੁੱਪ ਦੇ ਮੈਂਬਰ ਨਹੀਂ ਹੋ।`)
};

export const server_you_are_not_allowed_to_do = /** @type {(inputs: Server_You_Are_Not_Allowed_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਨੂੰ ਇਹ ਕਰਨ ਦੀ ਇਜਾਜ਼ਤ ਨਹੀਂ ਹੈ।`)
};

export const server_you_are_not_attending_this_event = /** @type {(inputs: Server_You_Are_Not_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਇਵੈਂਟ ਵਿੱਚ ਸ਼ਾਮਲ ਨਹੀਂ ਹੋ ਰਹੇ।`)
};

export const server_you_can_ask_for_a_copy = /** @type {(inputs: Server_You_Can_Ask_For_A_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਦਿਨ ਵਿੱਚ 3 ਵਾਰ ਆਪਣੇ ਡਾਟੇ ਦੀ ਕਾਪੀ ਮੰਗ ਸਕਦੇ ਹੋ।`)
};

export const server_you_cannot_act_on_yourself_or = /** @type {(inputs: Server_You_Cannot_Act_On_Yourself_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਆਪਣੇ ਆਪ 'ਤੇ ਜਾਂ ਆਪਣੀ ਲਿਖੀ ਕਿਸੇ ਚੀਜ਼ 'ਤੇ ਕਾਰਵਾਈ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const server_you_cannot_ask_to_join_this = /** @type {(inputs: Server_You_Cannot_Ask_To_Join_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਬੇਨਤੀ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const server_you_cannot_block_yourself = /** @type {(inputs: Server_You_Cannot_Block_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਆਪਣੇ ਆਪ ਨੂੰ ਬਲੌਕ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const server_you_cannot_comment_on_this_groups = /** @type {(inputs: Server_You_Cannot_Comment_On_This_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਗਰੁੱਪ ਦੇ ਇਵੈਂਟਾਂ 'ਤੇ ਟਿੱਪਣੀ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const server_you_cannot_join_this_group = /** @type {(inputs: Server_You_Cannot_Join_This_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਨਹੀਂ ਹੋ ਸਕਦੇ।`)
};

export const server_you_have_not_blocked_this_person = /** @type {(inputs: Server_You_Have_Not_Blocked_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਵਿਅਕਤੀ ਨੂੰ ਬਲੌਕ ਨਹੀਂ ਕੀਤਾ ਹੈ।`)
};

export const server_you_must_be_a_member_of = /** @type {(inputs: Server_You_Must_Be_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਤੁਹਾਡਾ ਗਰੁੱਪ ਦਾ ਮੈਂਬਰ ਹੋਣਾ ਲਾਜ਼ਮੀ ਹੈ`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤਾ ਮੀਨੂ`)
};

export const shell_account_nav = /** @type {(inputs: Shell_Account_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਖਾਤਾ`)
};

export const shell_back_to = /** @type {(inputs: Shell_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 'ਤੇ ਵਾਪਸ ਜਾਓ`)
};

export const shell_cancel = /** @type {(inputs: Shell_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਰੱਦ ਕਰੋ`)
};

export const shell_check_connection = /** @type {(inputs: Shell_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣਾ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const shell_checking_availability = /** @type {(inputs: Shell_Checking_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਉਪਲਬਧਤਾ ਜਾਂਚੀ ਜਾ ਰਹੀ ਹੈ`)
};

export const shell_choose_another_image = /** @type {(inputs: Shell_Choose_Another_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਹੋਰ ਤਸਵੀਰ ਚੁਣੋ`)
};

export const shell_choose_cover_image = /** @type {(inputs: Shell_Choose_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਚੁਣੋ`)
};

export const shell_confirm = /** @type {(inputs: Shell_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੁਸ਼ਟੀ ਕਰੋ`)
};

export const shell_confirm_title = /** @type {(inputs: Shell_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੁਸ਼ਟੀ`)
};

export const shell_cover_image_file = /** @type {(inputs: Shell_Cover_Image_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਦੀ ਫ਼ਾਈਲ`)
};

export const shell_cover_image_optional = /** @type {(inputs: Shell_Cover_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ (ਵਿਕਲਪਿਕ)`)
};

export const shell_create_group = /** @type {(inputs: Shell_Create_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਬਣਾਓ`)
};

export const shell_error_detail = /** @type {(inputs: Shell_Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੰਨਾ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਆਪਣਾ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const shell_error_reference = /** @type {(inputs: Shell_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਹਵਾਲਾ ਨੰਬਰ: ${i?.id}`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੁਝ ਗ਼ਲਤ ਹੋ ਗਿਆ`)
};

export const shell_event_load_failed = /** @type {(inputs: Shell_Event_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ`)
};

export const shell_footer_cookies = /** @type {(inputs: Shell_Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੂਕੀ ਨੀਤੀ`)
};

export const shell_footer_credit = /** @type {(inputs: Shell_Footer_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} Neighbourly · ਵੈਨਕੂਵਰ ਦੇ ਗੁਆਂਢੀਆਂ ਲਈ ਬਣਾਇਆ ਗਿਆ`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਦਦ`)
};

export const shell_footer_nav = /** @type {(inputs: Shell_Footer_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਨੂੰਨੀ ਜਾਣਕਾਰੀ ਅਤੇ ਮਦਦ`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਰਦੇਦਾਰੀ ਨੀਤੀ`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ`)
};

export const shell_go_home = /** @type {(inputs: Shell_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁੱਖ ਪੰਨੇ 'ਤੇ ਵਾਪਸ ਜਾਓ`)
};

export const shell_group_load_failed = /** @type {(inputs: Shell_Group_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ`)
};

export const shell_hide_field = /** @type {(inputs: Shell_Hide_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} ਲੁਕਾਓ`)
};

export const shell_home_title = /** @type {(inputs: Shell_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly · ਵੈਨਕੂਵਰ ਵਿੱਚ ਭਾਈਚਾਰਕ ਗਰੁੱਪ ਅਤੇ ਇਵੈਂਟ`)
};

export const shell_image_rule = /** @type {(inputs: Shell_Image_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG ਜਾਂ JPEG, ਵੱਧ ਤੋਂ ਵੱਧ ${i?.size} MB`)
};

export const shell_link_copied = /** @type {(inputs: Shell_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲਿੰਕ ਕਾਪੀ ਹੋ ਗਿਆ`)
};

export const shell_link_copy_failed = /** @type {(inputs: Shell_Link_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲਿੰਕ ਕਾਪੀ ਨਹੀਂ ਹੋ ਸਕਿਆ: ਇਸਨੂੰ ਚੁਣੋ ਅਤੇ ਖ਼ੁਦ ਕਾਪੀ ਕਰੋ।`)
};

export const shell_loading = /** @type {(inputs: Shell_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const shell_loading_page = /** @type {(inputs: Shell_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੰਨਾ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const shell_loading_settings = /** @type {(inputs: Shell_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀਆਂ ਸੈਟਿੰਗਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ`)
};

export const shell_map_tiles_off = /** @type {(inputs: Shell_Map_Tiles_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਸਾਈਟ 'ਤੇ ਨਕਸ਼ੇ ਦੀਆਂ ਟਾਈਲਾਂ ਬੰਦ ਹਨ`)
};

export const shell_map_zoom_in = /** @type {(inputs: Shell_Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜ਼ੂਮ ਇਨ ਕਰੋ`)
};

export const shell_map_zoom_out = /** @type {(inputs: Shell_Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜ਼ੂਮ ਆਊਟ ਕਰੋ`)
};

export const shell_menu_logout = /** @type {(inputs: Shell_Menu_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲੌਗ ਆਊਟ ਕਰੋ`)
};

export const shell_menu_moderation = /** @type {(inputs: Shell_Menu_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਡਰੇਸ਼ਨ`)
};

export const shell_menu_profile = /** @type {(inputs: Shell_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪ੍ਰੋਫਾਈਲ`)
};

export const shell_menu_settings = /** @type {(inputs: Shell_Menu_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੈਟਿੰਗਾਂ`)
};

export const shell_menu_your_events = /** @type {(inputs: Shell_Menu_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਇਵੈਂਟ`)
};

export const shell_menu_your_groups = /** @type {(inputs: Shell_Menu_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਗਰੁੱਪ`)
};

export const shell_network_error = /** @type {(inputs: Shell_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly ਤੱਕ ਨਹੀਂ ਪਹੁੰਚ ਸਕੇ। ਆਪਣਾ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ।`)
};

export const shell_no_image_selected = /** @type {(inputs: Shell_No_Image_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਤਸਵੀਰ ਨਹੀਂ ਚੁਣੀ ਗਈ`)
};

export const shell_not_found_heading = /** @type {(inputs: Shell_Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਓਹੋ!`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਪੰਨਾ ਮੌਜੂਦ ਨਹੀਂ ਹੈ!`)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ`)
};

export const shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਔਫਲਾਈਨ ਹੋ`)
};

export const shell_offline_needs_connection = /** @type {(inputs: Shell_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਨੈਕਸ਼ਨ ਦੀ ਲੋੜ ਹੈ: ਤੁਸੀਂ ਔਫਲਾਈਨ ਹੋ।`)
};

export const shell_offline_not_saved = /** @type {(inputs: Shell_Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਔਫਲਾਈਨ ਪੜ੍ਹਨ ਲਈ ਸੰਭਾਲਿਆ ਨਹੀਂ ਗਿਆ।`)
};

export const shell_offline_saved_at = /** @type {(inputs: Shell_Offline_Saved_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਔਫਲਾਈਨ ਹੋ — ${i?.time} ਵਜੇ ਸੰਭਾਲਿਆ ਗਿਆ ਦਿਖਾ ਰਹੇ ਹਾਂ`)
};

export const shell_offline_your_events = /** @type {(inputs: Shell_Offline_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਆਉਣ ਵਾਲੇ ਸਮਾਗਮ`)
};

export const shell_password_field = /** @type {(inputs: Shell_Password_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਾਸਵਰਡ`)
};

export const shell_place_none = /** @type {(inputs: Shell_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਨਹੀਂ`)
};

export const shell_places_metro = /** @type {(inputs: Shell_Places_MetroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੈਟਰੋ ਵੈਨਕੂਵਰ`)
};

export const shell_places_neighbourhoods = /** @type {(inputs: Shell_Places_NeighbourhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵੈਨਕੂਵਰ ਦੇ ਇਲਾਕੇ`)
};

export const shell_privacy_private = /** @type {(inputs: Shell_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਿੱਜੀ`)
};

export const shell_privacy_public = /** @type {(inputs: Shell_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਨਤਕ`)
};

export const shell_reload_page = /** @type {(inputs: Shell_Reload_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪੰਨਾ ਮੁੜ ਲੋਡ ਕਰੋ`)
};

export const shell_remove_selection = /** @type {(inputs: Shell_Remove_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਚੋਣ ਹਟਾਓ`)
};

export const shell_request_failed = /** @type {(inputs: Shell_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬੇਨਤੀ ਅਸਫਲ ਰਹੀ`)
};

export const shell_selected_file = /** @type {(inputs: Shell_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ਚੁਣੀ ਗਈ: ${i?.name}`)
};

export const shell_show_field = /** @type {(inputs: Shell_Show_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} ਦਿਖਾਓ`)
};

export const shell_sign_in = /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਇਨ`)
};

export const shell_sign_up = /** @type {(inputs: Shell_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਅੱਪ`)
};

export const shell_skip_to_main = /** @type {(inputs: Shell_Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁੱਖ ਸਮੱਗਰੀ 'ਤੇ ਜਾਓ`)
};

export const shell_switch_to_dark = /** @type {(inputs: Shell_Switch_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਡਾਰਕ ਮੋਡ 'ਤੇ ਜਾਓ`)
};

export const shell_switch_to_light = /** @type {(inputs: Shell_Switch_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਲਾਈਟ ਮੋਡ 'ਤੇ ਜਾਓ`)
};

export const shell_tags = /** @type {(inputs: Shell_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟੈਗ`)
};

export const shell_tags_hint = /** @type {(inputs: Shell_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਟੈਗਾਂ ਨੂੰ ਕੌਮਿਆਂ ਨਾਲ ਵੱਖ ਕਰੋ, ਜਿਵੇਂ ਹਾਈਕਿੰਗ, ਨੌਰਥ ਸ਼ੋਰ, ਕੁੱਤੇ`)
};

export const shell_try_again = /** @type {(inputs: Shell_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ`)
};

export const shell_unauthorized_heading = /** @type {(inputs: Shell_Unauthorized_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਪੰਨਾ ਸਿਰਫ਼ ਸਾਈਨ ਇਨ ਕੀਤੇ ਵਰਤੋਂਕਾਰਾਂ ਲਈ ਹੈ`)
};

export const shell_unauthorized_sign_in = /** @type {(inputs: Shell_Unauthorized_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਇਨ ਕਰੋ`)
};

export const shell_unauthorized_sign_up = /** @type {(inputs: Shell_Unauthorized_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਅੱਪ ਕਰੋ`)
};

export const shell_unauthorized_text = /** @type {(inputs: Shell_Unauthorized_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਰੀ ਰੱਖਣ ਲਈ ਮੁਫ਼ਤ ਖਾਤਾ ਬਣਾਓ ਜਾਂ ਸਾਈਨ ਇਨ ਕਰੋ।`)
};

export const shell_unauthorized_title = /** @type {(inputs: Shell_Unauthorized_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਇਨ ਕਰਨਾ ਜ਼ਰੂਰੀ ਹੈ`)
};

export const shell_unread = /** @type {(inputs: Shell_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} ਅਣਪੜ੍ਹੇ`)
};

export const shell_update_ready = /** @type {(inputs: Shell_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵਾਂ ਸੰਸਕਰਣ ਉਪਲਬਧ ਹੈ`)
};

export const shell_update_reload = /** @type {(inputs: Shell_Update_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁੜ ਲੋਡ ਕਰੋ`)
};

export const shell_uploading = /** @type {(inputs: Shell_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅੱਪਲੋਡ ਹੋ ਰਿਹਾ ਹੈ`)
};

export const shell_uploading_cover_image = /** @type {(inputs: Shell_Uploading_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਵਰ ਤਸਵੀਰ ਅੱਪਲੋਡ ਹੋ ਰਹੀ ਹੈ`)
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

export const validation_fediverseaccount1 = /** @type {(inputs: Validation_Fediverseaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਪਣਾ ਫੈਡੀਵਰਸ ਖਾਤਾ ਨਾਮ@ਸਰਵਰ ਵਜੋਂ ਲਿਖੋ, ਜਿਵੇਂ alex@mastodon.social।`)
};

export const validation_fediverseaccountnotfound3 = /** @type {(inputs: Validation_Fediverseaccountnotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੇ ਸਰਵਰ ਨੇ ਨਹੀਂ ਦੱਸਿਆ ਕਿ ਕਿੱਥੋਂ ਫਾਲੋ ਕਰਨਾ ਹੈ। ਇਸ ਦੀ ਬਜਾਏ ਆਪਣੇ ਸਰਵਰ ਉੱਤੇ ਹੈਂਡਲ ਖੋਜੋ।`)
};

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫਾਰਮੈਟ IN_PERSON, ONLINE ਜਾਂ HYBRID ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਗਰੁੱਪ ਦਾ ਵੇਰਵਾ 1 ਤੋਂ 1000 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_grouphandle1 = /** @type {(inputs: Validation_Grouphandle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਫੈਡੀਵਰਸ ਹੈਂਡਲ 1 ਤੋਂ 30 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਸਿਰਫ਼ ਛੋਟੇ ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ, ਅੰਕ ਅਤੇ ਅੰਡਰਸਕੋਰ ਹੋ ਸਕਦੇ ਹਨ।`)
};

export const validation_grouphandletaken2 = /** @type {(inputs: Validation_Grouphandletaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਇਹ ਫੈਡੀਵਰਸ ਹੈਂਡਲ ਪਹਿਲਾਂ ਹੀ ਵਰਤਿਆ ਜਾ ਰਿਹਾ ਹੈ।`)
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