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
	return /** @type {LocalizedString} */ (`此帳戶已被暫停。如要提出上訴，請寫信至 ${i?.email}。`)
};

export const auth_agreement = /** @type {(inputs: Auth_AgreementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我已年滿 18 歲，並同意《${i?.privacyPolicy}》及《${i?.termsOfService}》。`)
};

export const auth_altcha_error = /** @type {(inputs: Auth_Altcha_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`驗證失敗，請稍後再試。`)
};

export const auth_altcha_expired = /** @type {(inputs: Auth_Altcha_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`驗證已逾時，請再試一次。`)
};

export const auth_altcha_label = /** @type {(inputs: Auth_Altcha_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我不是機器人`)
};

export const auth_altcha_link_label = /** @type {(inputs: Auth_Altcha_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altcha（官方網站）`)
};

export const auth_altcha_loading = /** @type {(inputs: Auth_Altcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`載入中...`)
};

export const auth_altcha_protected_by = /** @type {(inputs: Auth_Altcha_Protected_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`由 ${i?.link} 提供保護`)
};

export const auth_altcha_required = /** @type {(inputs: Auth_Altcha_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要驗證！`)
};

export const auth_altcha_verified = /** @type {(inputs: Auth_Altcha_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已驗證`)
};

export const auth_altcha_verifying = /** @type {(inputs: Auth_Altcha_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`驗證中...`)
};

export const auth_altcha_wait = /** @type {(inputs: Auth_Altcha_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`驗證中...請稍候。`)
};

export const auth_captcha_loading = /** @type {(inputs: Auth_Captcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入人機驗證`)
};

export const auth_external_sign_in_failed = /** @type {(inputs: Auth_External_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法透過該服務登入，請再試一次。`)
};

export const auth_generic_error = /** @type {(inputs: Auth_Generic_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`發生錯誤，請再試一次。`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已經有帳戶？`)
};

export const auth_hide_password = /** @type {(inputs: Auth_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隱藏密碼`)
};

export const auth_incorrect_credentials = /** @type {(inputs: Auth_Incorrect_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用戶名稱或密碼不正確`)
};

export const auth_login_available = /** @type {(inputs: Auth_Login_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此用戶名稱可以使用。`)
};

export const auth_login_label = /** @type {(inputs: Auth_Login_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用戶名稱`)
};

export const auth_login_rule = /** @type {(inputs: Auth_Login_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`英文字母、數字及底線（_），3–30 個字元。`)
};

export const auth_no_account = /** @type {(inputs: Auth_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`還沒有帳戶？`)
};

export const auth_or_sign_in_with = /** @type {(inputs: Auth_Or_Sign_In_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`或使用以下方式登入`)
};

export const auth_or_sign_up_with = /** @type {(inputs: Auth_Or_Sign_Up_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`或使用以下方式註冊`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8–24 個字元，須包含一個小寫字母、一個大寫字母、一個數字及 @$!%*?& 其中一個符號`)
};

export const auth_password_label = /** @type {(inputs: Auth_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密碼`)
};

export const auth_privacy_policy = /** @type {(inputs: Auth_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隱私政策`)
};

export const auth_show_password = /** @type {(inputs: Auth_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示密碼`)
};

export const auth_sign_in = /** @type {(inputs: Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入`)
};

export const auth_sign_in_button = /** @type {(inputs: Auth_Sign_In_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入`)
};

export const auth_sign_in_subtitle = /** @type {(inputs: Auth_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`歡迎回來！登入看看附近有什麼新鮮事。`)
};

export const auth_sign_in_with = /** @type {(inputs: Auth_Sign_In_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`使用 ${i?.provider} 登入`)
};

export const auth_sign_up = /** @type {(inputs: Auth_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`註冊`)
};

export const auth_sign_up_button = /** @type {(inputs: Auth_Sign_Up_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`註冊`)
};

export const auth_sign_up_failed = /** @type {(inputs: Auth_Sign_Up_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法建立帳戶，請再試一次。`)
};

export const auth_sign_up_now = /** @type {(inputs: Auth_Sign_Up_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即註冊！`)
};

export const auth_sign_up_subtitle = /** @type {(inputs: Auth_Sign_Up_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入 Neighbourly，認識您身邊的人。完全免費。`)
};

export const auth_sign_up_title = /** @type {(inputs: Auth_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立您的帳戶`)
};

export const auth_sign_up_with = /** @type {(inputs: Auth_Sign_Up_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`使用 ${i?.provider} 註冊`)
};

export const auth_signed_in = /** @type {(inputs: Auth_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入成功！正在前往主頁...`)
};

export const auth_signed_up = /** @type {(inputs: Auth_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帳戶建立成功！正在登入...`)
};

export const auth_terms_of_service = /** @type {(inputs: Auth_Terms_Of_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服務條款`)
};

export const auth_too_many_attempts = /** @type {(inputs: Auth_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`嘗試次數過多，請等候一分鐘後再試。`)
};

export const common_binding_english = /** @type {(inputs: Common_Binding_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本文為翻譯版本，如有任何歧異，概以英文版本為準。`)
};

export const common_language = /** @type {(inputs: Common_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`語言`)
};

export const common_language_account_hint = /** @type {(inputs: Common_Language_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在您登入的所有裝置上，Neighbourly 都會用此語言與您溝通。`)
};

export const common_language_menu = /** @type {(inputs: Common_Language_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇語言`)
};

export const common_language_not_saved = /** @type {(inputs: Common_Language_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法儲存您的語言設定。請再試一次。`)
};

export const common_language_saved = /** @type {(inputs: Common_Language_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 現在會用${i?.language}與您溝通。`)
};

export const discovery_clear_filters = /** @type {(inputs: Discovery_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除篩選`)
};

export const discovery_clear_search = /** @type {(inputs: Discovery_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除搜尋`)
};

export const discovery_dates_from = /** @type {(inputs: Discovery_Dates_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} 起`)
};

export const discovery_dates_until = /** @type {(inputs: Discovery_Dates_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`截至 ${i?.date}`)
};

export const discovery_events_document_title = /** @type {(inputs: Discovery_Events_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`活動：${i?.search}`)
};

export const discovery_events_empty = /** @type {(inputs: Discovery_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近還沒有活動。來建立第一個吧！`)
};

export const discovery_events_empty_mine = /** @type {(inputs: Discovery_Events_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找不到符合搜尋條件的活動`)
};

export const discovery_events_empty_visitor = /** @type {(inputs: Discovery_Events_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近還沒有活動。登入後來建立第一個吧！`)
};

export const discovery_events_found = /** @type {(inputs: Discovery_Events_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`找到 ${i?.count} 個活動`)
};

export const discovery_events_load_failed = /** @type {(inputs: Discovery_Events_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入活動。`)
};

export const discovery_events_loading = /** @type {(inputs: Discovery_Events_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入活動`)
};

export const discovery_events_more_failed = /** @type {(inputs: Discovery_Events_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入更多活動。`)
};

export const discovery_events_nearby_list = /** @type {(inputs: Discovery_Events_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的活動`)
};

export const discovery_events_nearby_title = /** @type {(inputs: Discovery_Events_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的活動`)
};

export const discovery_events_no_match = /** @type {(inputs: Discovery_Events_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`沒有即將舉行的活動符合「${i?.search}」。`)
};

export const discovery_events_none_found = /** @type {(inputs: Discovery_Events_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找不到活動`)
};

export const discovery_events_only_mine = /** @type {(inputs: Discovery_Events_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只顯示我的群組的活動`)
};

export const discovery_events_placeholder = /** @type {(inputs: Discovery_Events_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動名稱或 #標籤`)
};

export const discovery_events_show_more = /** @type {(inputs: Discovery_Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示更多活動`)
};

export const discovery_filtered_empty = /** @type {(inputs: Discovery_Filtered_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有符合這些篩選條件的結果。`)
};

export const discovery_filters_a_neighbourhood = /** @type {(inputs: Discovery_Filters_A_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇社區…`)
};

export const discovery_filters_any_distance = /** @type {(inputs: Discovery_Filters_Any_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不限距離`)
};

export const discovery_filters_any_format = /** @type {(inputs: Discovery_Filters_Any_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不限`)
};

export const discovery_filters_any_time = /** @type {(inputs: Discovery_Filters_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何時間`)
};

export const discovery_filters_button = /** @type {(inputs: Discovery_Filters_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`篩選`)
};

export const discovery_filters_button_count = /** @type {(inputs: Discovery_Filters_Button_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`篩選（${i?.count}）`)
};

export const discovery_filters_cancel = /** @type {(inputs: Discovery_Filters_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const discovery_filters_choose_neighbourhood = /** @type {(inputs: Discovery_Filters_Choose_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請選擇社區`)
};

export const discovery_filters_clear_all = /** @type {(inputs: Discovery_Filters_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部清除`)
};

export const discovery_filters_distance = /** @type {(inputs: Discovery_Filters_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`距離`)
};

export const discovery_filters_events_title = /** @type {(inputs: Discovery_Filters_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`篩選活動`)
};

export const discovery_filters_finding_location = /** @type {(inputs: Discovery_Filters_Finding_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在取得您的位置…`)
};

export const discovery_filters_first_day = /** @type {(inputs: Discovery_Filters_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始日期`)
};

export const discovery_filters_format = /** @type {(inputs: Discovery_Filters_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動形式`)
};

export const discovery_filters_groups_title = /** @type {(inputs: Discovery_Filters_Groups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`篩選群組`)
};

export const discovery_filters_home_not_set = /** @type {(inputs: Discovery_Filters_Home_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未設定。`)
};

export const discovery_filters_how_far = /** @type {(inputs: Discovery_Filters_How_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`範圍`)
};

export const discovery_filters_hybrid_hint = /** @type {(inputs: Discovery_Filters_Hybrid_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混合活動同時計入兩者。`)
};

export const discovery_filters_last_day = /** @type {(inputs: Discovery_Filters_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結束日期`)
};

export const discovery_filters_location_found = /** @type {(inputs: Discovery_Filters_Location_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已取得您的位置。`)
};

export const discovery_filters_map_area = /** @type {(inputs: Discovery_Filters_Map_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在地圖上選定的範圍`)
};

export const discovery_filters_measured_from = /** @type {(inputs: Discovery_Filters_Measured_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`距離起點`)
};

export const discovery_filters_my_location = /** @type {(inputs: Discovery_Filters_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的位置`)
};

export const discovery_filters_my_neighbourhood = /** @type {(inputs: Discovery_Filters_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的社區`)
};

export const discovery_filters_my_neighbourhood_named = /** @type {(inputs: Discovery_Filters_My_Neighbourhood_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我的社區（${i?.place}）`)
};

export const discovery_filters_neighbourhood = /** @type {(inputs: Discovery_Filters_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`社區`)
};

export const discovery_filters_pick_dates = /** @type {(inputs: Discovery_Filters_Pick_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇日期`)
};

export const discovery_filters_set_home_in_settings = /** @type {(inputs: Discovery_Filters_Set_Home_In_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在「設定」中設定您的社區`)
};

export const discovery_filters_show_events = /** @type {(inputs: Discovery_Filters_Show_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示活動`)
};

export const discovery_filters_show_groups = /** @type {(inputs: Discovery_Filters_Show_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示群組`)
};

export const discovery_filters_when = /** @type {(inputs: Discovery_Filters_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`時間`)
};

export const discovery_filters_within_km = /** @type {(inputs: Discovery_Filters_Within_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.km} 公里內`)
};

export const discovery_format_in_person = /** @type {(inputs: Discovery_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`實體`)
};

export const discovery_format_online = /** @type {(inputs: Discovery_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`線上`)
};

export const discovery_groups_document_title = /** @type {(inputs: Discovery_Groups_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`群組：${i?.search}`)
};

export const discovery_groups_empty = /** @type {(inputs: Discovery_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近還沒有群組。來建立第一個吧！`)
};

export const discovery_groups_empty_mine = /** @type {(inputs: Discovery_Groups_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找不到符合搜尋條件的群組`)
};

export const discovery_groups_empty_visitor = /** @type {(inputs: Discovery_Groups_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近還沒有群組。登入後來建立第一個吧！`)
};

export const discovery_groups_found = /** @type {(inputs: Discovery_Groups_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`找到 ${i?.count} 個群組`)
};

export const discovery_groups_load_failed = /** @type {(inputs: Discovery_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入群組。`)
};

export const discovery_groups_loading = /** @type {(inputs: Discovery_Groups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入群組`)
};

export const discovery_groups_more_failed = /** @type {(inputs: Discovery_Groups_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入更多群組。`)
};

export const discovery_groups_nearby_list = /** @type {(inputs: Discovery_Groups_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的群組`)
};

export const discovery_groups_nearby_title = /** @type {(inputs: Discovery_Groups_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的群組`)
};

export const discovery_groups_no_match = /** @type {(inputs: Discovery_Groups_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`沒有群組符合「${i?.search}」。`)
};

export const discovery_groups_none_found = /** @type {(inputs: Discovery_Groups_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找不到群組`)
};

export const discovery_groups_only_mine = /** @type {(inputs: Discovery_Groups_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只顯示我的群組`)
};

export const discovery_groups_placeholder = /** @type {(inputs: Discovery_Groups_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組名稱或 #標籤`)
};

export const discovery_groups_show_more = /** @type {(inputs: Discovery_Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示更多群組`)
};

export const discovery_home_missing = /** @type {(inputs: Discovery_Home_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您尚未設定社區，因此距離篩選未套用。`)
};

export const discovery_home_missing_settings_link = /** @type {(inputs: Discovery_Home_Missing_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往「設定」設定`)
};

export const discovery_home_missing_visitor = /** @type {(inputs: Discovery_Home_Missing_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入後即可在您的社區附近搜尋；距離篩選未套用。`)
};

export const discovery_km_away = /** @type {(inputs: Discovery_Km_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} 公里外`)
};

export const discovery_location_denied = /** @type {(inputs: Discovery_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的瀏覽器未分享您的位置。請在瀏覽器設定中允許此網站存取位置，或改為選擇一個社區。`)
};

export const discovery_location_failed = /** @type {(inputs: Discovery_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暫時無法取得您的位置。請再試一次，或改為選擇一個社區。`)
};

export const discovery_location_unsupported = /** @type {(inputs: Discovery_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此瀏覽器無法提供位置。請改為選擇一個社區。`)
};

export const discovery_map_close = /** @type {(inputs: Discovery_Map_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`關閉`)
};

export const discovery_map_event_card = /** @type {(inputs: Discovery_Map_Event_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`地圖上的活動：${i?.name}`)
};

export const discovery_map_events_shown = /** @type {(inputs: Discovery_Map_Events_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`地圖上有 ${i?.count} 個活動`)
};

export const discovery_map_label = /** @type {(inputs: Discovery_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜尋結果地圖`)
};

export const discovery_map_loading = /** @type {(inputs: Discovery_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入地圖`)
};

export const discovery_map_not_shown = /** @type {(inputs: Discovery_Map_Not_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`另有 ${i?.count} 個線上或沒有地點的活動未顯示`)
};

export const discovery_map_search_area = /** @type {(inputs: Discovery_Map_Search_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜尋此範圍`)
};

export const discovery_problem_dates_order = /** @type {(inputs: Discovery_Problem_Dates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結束日期不可早於開始日期。`)
};

export const discovery_problem_dates_too_long = /** @type {(inputs: Discovery_Problem_Dates_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期範圍最多為一年。`)
};

export const discovery_problem_no_dates = /** @type {(inputs: Discovery_Problem_No_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請選擇開始日期、結束日期，或兩者都選。`)
};

export const discovery_problem_no_home = /** @type {(inputs: Discovery_Problem_No_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請先設定您的社區。`)
};

export const discovery_problem_no_location = /** @type {(inputs: Discovery_Problem_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未取得您的位置。`)
};

export const discovery_problem_no_origin = /** @type {(inputs: Discovery_Problem_No_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請選擇從哪裡開始計算距離。`)
};

export const discovery_problem_no_place = /** @type {(inputs: Discovery_Problem_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請選擇一個社區。`)
};

export const discovery_search_events = /** @type {(inputs: Discovery_Search_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜尋活動`)
};

export const discovery_search_events_subtitle = /** @type {(inputs: Discovery_Search_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按名稱或 #標籤搜尋即將舉行的活動，時間最近的排在前面。`)
};

export const discovery_search_groups = /** @type {(inputs: Discovery_Search_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜尋群組`)
};

export const discovery_search_groups_subtitle = /** @type {(inputs: Discovery_Search_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按名稱或 #標籤搜尋群組，最活躍的排在前面。`)
};

export const discovery_try_again = /** @type {(inputs: Discovery_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再試一次`)
};

export const discovery_view_label = /** @type {(inputs: Discovery_View_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動顯示方式`)
};

export const discovery_view_list = /** @type {(inputs: Discovery_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`列表`)
};

export const discovery_view_map = /** @type {(inputs: Discovery_View_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地圖`)
};

export const discovery_when_next_week = /** @type {(inputs: Discovery_When_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下週`)
};

export const discovery_when_this_week = /** @type {(inputs: Discovery_When_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本週`)
};

export const discovery_when_today = /** @type {(inputs: Discovery_When_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今天`)
};

export const discovery_when_tomorrow = /** @type {(inputs: Discovery_When_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`明天`)
};

export const discovery_when_weekend = /** @type {(inputs: Discovery_When_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本週末`)
};

export const discovery_within_km_of_a_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_A_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距離某個社區 ${i?.km} 公里內`)
};

export const discovery_within_km_of_map_area = /** @type {(inputs: Discovery_Within_Km_Of_Map_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距離地圖範圍 ${i?.km} 公里內`)
};

export const discovery_within_km_of_my_location = /** @type {(inputs: Discovery_Within_Km_Of_My_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距離我的位置 ${i?.km} 公里內`)
};

export const discovery_within_km_of_my_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_My_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距離我的社區 ${i?.km} 公里內`)
};

export const discovery_within_km_of_place = /** @type {(inputs: Discovery_Within_Km_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距離 ${i?.place} ${i?.km} 公里內`)
};

export const events_add_a_comment = /** @type {(inputs: Events_Add_A_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`發表留言`)
};

export const events_add_comment = /** @type {(inputs: Events_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`發表留言`)
};

export const events_add_count = /** @type {(inputs: Events_Add_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入若干日期`)
};

export const events_add_pin = /** @type {(inputs: Events_Add_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入標記`)
};

export const events_add_to_calendar = /** @type {(inputs: Events_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入日曆`)
};

export const events_address = /** @type {(inputs: Events_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地址`)
};

export const events_address_hint = /** @type {(inputs: Events_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如：2305 Cornwall Ave，或地標`)
};

export const events_address_matches = /** @type {(inputs: Events_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`相符的地址`)
};

export const events_address_search_down = /** @type {(inputs: Events_Address_Search_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地址搜尋暫時無法使用：請手動標記或定位到某個地區。`)
};

export const events_after_count = /** @type {(inputs: Events_After_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在一定場次後`)
};

export const events_attend_event = /** @type {(inputs: Events_Attend_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`出席活動`)
};

export const events_attendees_limit = /** @type {(inputs: Events_Attendees_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`參加人數上限：${i?.limit}`)
};

export const events_attendees_limit_unlimited = /** @type {(inputs: Events_Attendees_Limit_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`參加人數上限：不設上限`)
};

export const events_attending_note = /** @type {(inputs: Events_Attending_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您會出席此活動。`)
};

export const events_back_to = /** @type {(inputs: Events_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`返回 ${i?.group}`)
};

export const events_browse_files = /** @type {(inputs: Events_Browse_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`瀏覽檔案`)
};

export const events_cancel = /** @type {(inputs: Events_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const events_cancelled = /** @type {(inputs: Events_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動已取消。`)
};

export const events_cannot_comment = /** @type {(inputs: Events_Cannot_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能在此群組的活動留言。`)
};

export const events_centre_on = /** @type {(inputs: Events_Centre_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`定位到`)
};

export const events_changed_both = /** @type {(inputs: Events_Changed_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此活動已更改：現在是 ${i?.time}，在 ${i?.location}`)
};

export const events_changed_place = /** @type {(inputs: Events_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此活動已更改：現在在 ${i?.location}`)
};

export const events_changed_time = /** @type {(inputs: Events_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此活動已更改：現在是 ${i?.time}`)
};

export const events_choose_another_file = /** @type {(inputs: Events_Choose_Another_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇其他檔案`)
};

export const events_choose_cover = /** @type {(inputs: Events_Choose_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇封面圖片`)
};

export const events_choose_image = /** @type {(inputs: Events_Choose_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇圖片`)
};

export const events_choose_place = /** @type {(inputs: Events_Choose_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇地區`)
};

export const events_comment_from_fediverse = /** @type {(inputs: Events_Comment_From_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`來自聯邦宇宙`)
};

export const events_comment_hint = /** @type {(inputs: Events_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請友善留言：所有能看到此活動的人都會讀到。`)
};

export const events_comment_label = /** @type {(inputs: Events_Comment_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留言`)
};

export const events_comment_options = /** @type {(inputs: Events_Comment_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留言選項`)
};

export const events_comments_load_failed = /** @type {(inputs: Events_Comments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入留言。`)
};

export const events_copy_subtitle = /** @type {(inputs: Events_Copy_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的副本，順延一星期：請核對日期。標有 * 的欄位為必填。`)
};

export const events_count_hint = /** @type {(inputs: Events_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每場都是獨立的活動，有各自的出席者。最多 ${i?.max} 場。`)
};

export const events_cover_alt = /** @type {(inputs: Events_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的封面圖片`)
};

export const events_cover_file = /** @type {(inputs: Events_Cover_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面圖片檔案`)
};

export const events_cover_preview_alt = /** @type {(inputs: Events_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所選封面圖片的預覽`)
};

export const events_cover_repeats = /** @type {(inputs: Events_Cover_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動會重複舉行。新封面用於：`)
};

export const events_create_another = /** @type {(inputs: Events_Create_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再建立一個類似的`)
};

export const events_create_event = /** @type {(inputs: Events_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立活動`)
};

export const events_create_title = /** @type {(inputs: Events_Create_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`為群組 ${i?.group} 建立或匯入活動`)
};

export const events_current_cover_alt = /** @type {(inputs: Events_Current_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目前的封面圖片`)
};

export const events_current_cover_stays = /** @type {(inputs: Events_Current_Cover_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`除非您選擇新封面，否則會保留目前的封面。`)
};

export const events_dates_to_add = /** @type {(inputs: Events_Dates_To_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要加入的日期數`)
};

export const events_delete_comment = /** @type {(inputs: Events_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除留言`)
};

export const events_delete_comment_question = /** @type {(inputs: Events_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確定要刪除此留言嗎？此操作無法復原。`)
};

export const events_delete_event = /** @type {(inputs: Events_Delete_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除活動`)
};

export const events_delete_question = /** @type {(inputs: Events_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確定要刪除此活動嗎？此操作無法復原。`)
};

export const events_delete_which = /** @type {(inputs: Events_Delete_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除哪些活動`)
};

export const events_description_hint = /** @type {(inputs: Events_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動內容、要帶甚麼、歡迎誰參加。`)
};

export const events_description_label = /** @type {(inputs: Events_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動簡介`)
};

export const events_details_for_group_members = /** @type {(inputs: Events_Details_For_Group_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`詳情只限群組成員查看`)
};

export const events_details_for_members = /** @type {(inputs: Events_Details_For_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此活動的詳情只限 ${i?.group} 的成員查看。`)
};

export const events_directions = /** @type {(inputs: Events_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`路線`)
};

export const events_directions_new_tab = /** @type {(inputs: Events_Directions_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`路線（在新分頁中開啟）`)
};

export const events_doc_title = /** @type {(inputs: Events_Doc_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動`)
};

export const events_does_not_repeat = /** @type {(inputs: Events_Does_Not_RepeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不重複`)
};

export const events_download_csv = /** @type {(inputs: Events_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下載 CSV`)
};

export const events_duplicate = /** @type {(inputs: Events_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`複製活動`)
};

export const events_edit_comment = /** @type {(inputs: Events_Edit_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編輯留言`)
};

export const events_edit_doc_title = /** @type {(inputs: Events_Edit_Doc_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`編輯 ${i?.name}`)
};

export const events_edit_event = /** @type {(inputs: Events_Edit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編輯活動`)
};

export const events_edit_recurring = /** @type {(inputs: Events_Edit_RecurringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編輯重複活動`)
};

export const events_edit_your_comment = /** @type {(inputs: Events_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編輯您的留言`)
};

export const events_edited = /** @type {(inputs: Events_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（已編輯）`)
};

export const events_edited_at = /** @type {(inputs: Events_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`編輯於 ${i?.time}`)
};

export const events_end_label = /** @type {(inputs: Events_End_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結束日期及時間`)
};

export const events_ended = /** @type {(inputs: Events_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已結束`)
};

export const events_ended_note = /** @type {(inputs: Events_Ended_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動已結束。`)
};

export const events_ends = /** @type {(inputs: Events_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結束`)
};

export const events_explore = /** @type {(inputs: Events_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索活動`)
};

export const events_faces_label = /** @type {(inputs: Events_Faces_LabelInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人會出席：${i?.names}`)
};

export const events_faces_label_more = /** @type {(inputs: Events_Faces_Label_MoreInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人會出席：${i?.names} 及另外 ${i?.more} 人`)
};

export const events_format = /** @type {(inputs: Events_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動形式`)
};

export const events_format_fact_hybrid = /** @type {(inputs: Events_Format_Fact_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混合：實體及線上`)
};

export const events_format_fact_online = /** @type {(inputs: Events_Format_Fact_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`線上活動`)
};

export const events_format_hint_hybrid = /** @type {(inputs: Events_Format_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大家在下方地點見面，或透過會議連結參加。`)
};

export const events_format_hint_in_person = /** @type {(inputs: Events_Format_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大家在下方地點見面。`)
};

export const events_format_hint_online = /** @type {(inputs: Events_Format_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大家透過會議連結參加。`)
};

export const events_format_hybrid = /** @type {(inputs: Events_Format_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混合`)
};

export const events_format_in_person = /** @type {(inputs: Events_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`實體`)
};

export const events_format_online = /** @type {(inputs: Events_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`線上`)
};

export const events_frequency_biweekly = /** @type {(inputs: Events_Frequency_BiweeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每 2 週`)
};

export const events_frequency_monthly = /** @type {(inputs: Events_Frequency_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每月`)
};

export const events_frequency_weekly = /** @type {(inputs: Events_Frequency_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每週`)
};

export const events_full_note = /** @type {(inputs: Events_Full_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動已滿：新出席者會加入候補名單。`)
};

export const events_go_to_event = /** @type {(inputs: Events_Go_To_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往活動頁面`)
};

export const events_go_to_group = /** @type {(inputs: Events_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往群組頁面`)
};

export const events_group_owner_suffix = /** @type {(inputs: Events_Group_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}（群組擁有者）`)
};

export const events_hand_over_button = /** @type {(inputs: Events_Hand_Over_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`轉交給其他主辦人`)
};

export const events_hand_over_confirm = /** @type {(inputs: Events_Hand_Over_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`轉交`)
};

export const events_hand_over_title = /** @type {(inputs: Events_Hand_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`轉交活動`)
};

export const events_host_tools = /** @type {(inputs: Events_Host_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主辦人工具`)
};

export const events_hosted_by = /** @type {(inputs: Events_Hosted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`主辦人：${i?.name}`)
};

export const events_hosted_by_ask = /** @type {(inputs: Events_Hosted_By_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的主辦人是 ${i?.host}。如需修改，請聯絡對方。`)
};

export const events_hosted_by_more = /** @type {(inputs: Events_Hosted_By_MoreInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`主辦人：${i?.name} 及另外 ${i?.count} 人`)
};

export const events_hosts_load_failed = /** @type {(inputs: Events_Hosts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入群組的主辦人。`)
};

export const events_import_button = /** @type {(inputs: Events_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以現有 Meetup 活動填寫`)
};

export const events_import_form_label = /** @type {(inputs: Events_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`匯入 Meetup 活動`)
};

export const events_import_hint = /** @type {(inputs: Events_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`會填寫上方的活動名稱、簡介、地點及開始時間；結束時間設為開始後 4 小時。`)
};

export const events_import_url_label = /** @type {(inputs: Events_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup 活動網址`)
};

export const events_join_group_and_attend = /** @type {(inputs: Events_Join_Group_And_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入群組並出席`)
};

export const events_join_group_and_waitlist = /** @type {(inputs: Events_Join_Group_And_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入群組及候補名單`)
};

export const events_join_online = /** @type {(inputs: Events_Join_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`線上參加`)
};

export const events_join_to_see = /** @type {(inputs: Events_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入群組即可查看。`)
};

export const events_join_waitlist = /** @type {(inputs: Events_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入候補名單`)
};

export const events_last_date = /** @type {(inputs: Events_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最後日期`)
};

export const events_leave_event = /** @type {(inputs: Events_Leave_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出活動`)
};

export const events_leave_group_gives_up = /** @type {(inputs: Events_Leave_Group_Gives_UpInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`您亦會放棄 ${i?.count} 個即將舉行的活動中的名額。`)
};

export const events_leave_group_question = /** @type {(inputs: Events_Leave_Group_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確定要退出此群組嗎？`)
};

export const events_leave_waitlist = /** @type {(inputs: Events_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出候補名單`)
};

export const events_link_for_going = /** @type {(inputs: Events_Link_For_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`會議連結只向出席者顯示。`)
};

export const events_loading_comments = /** @type {(inputs: Events_Loading_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入留言`)
};

export const events_loading_event = /** @type {(inputs: Events_Loading_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入活動`)
};

export const events_loading_group = /** @type {(inputs: Events_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入群組`)
};

export const events_loading_hosts = /** @type {(inputs: Events_Loading_HostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入群組的主辦人…`)
};

export const events_loading_map = /** @type {(inputs: Events_Loading_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入地圖`)
};

export const events_loading_participants = /** @type {(inputs: Events_Loading_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入出席者`)
};

export const events_loading_past = /** @type {(inputs: Events_Loading_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入過往活動`)
};

export const events_loading_tab = /** @type {(inputs: Events_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入分頁`)
};

export const events_loading_upcoming = /** @type {(inputs: Events_Loading_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入即將舉行的活動`)
};

export const events_loading_yours = /** @type {(inputs: Events_Loading_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入您的活動`)
};

export const events_local_time_hint = /** @type {(inputs: Events_Local_Time_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}（您的當地時間）`)
};

export const events_location = /** @type {(inputs: Events_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動地點`)
};

export const events_location_hint_hybrid = /** @type {(inputs: Events_Location_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一個容易找到的地點，例如：Britannia Community Centre 2 號房。`)
};

export const events_location_hint_in_person = /** @type {(inputs: Events_Location_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一個容易找到的地點，例如：Kitsilano Beach 救生員瞭望台旁。`)
};

export const events_location_hint_online = /** @type {(inputs: Events_Location_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動在哪裡進行，例如：線上（Zoom）。`)
};

export const events_map_new_tab = /** @type {(inputs: Events_Map_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（地圖，在新分頁中開啟）`)
};

export const events_map_of = /** @type {(inputs: Events_Map_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的位置地圖`)
};

export const events_meeting_link = /** @type {(inputs: Events_Meeting_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`會議連結`)
};

export const events_meeting_link_hint = /** @type {(inputs: Events_Meeting_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選填。只有出席者、主辦人及群組擁有者可以看到。`)
};

export const events_meeting_link_new_tab = /** @type {(inputs: Events_Meeting_Link_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（會議連結，在新分頁中開啟）`)
};

export const events_more_count_hint = /** @type {(inputs: Events_More_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每場都是獨立的活動，有各自的出席者。未來最多 ${i?.max} 場。`)
};

export const events_more_dates = /** @type {(inputs: Events_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更多日期`)
};

export const events_more_dates_hint = /** @type {(inputs: Events_More_Dates_HintInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.rule}，還有 ${i?.count} 個日期。新日期接在最後一個之後。`)
};

export const events_more_until_hint = /** @type {(inputs: Events_More_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列會持續到這一天。`)
};

export const events_move_pin = /** @type {(inputs: Events_Move_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移動標記`)
};

export const events_my_events = /** @type {(inputs: Events_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活動`)
};

export const events_my_events_count = /** @type {(inputs: Events_My_Events_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我的活動（${i?.count}）`)
};

export const events_names_separator = /** @type {(inputs: Events_Names_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`、`)
};

export const events_new_last_date = /** @type {(inputs: Events_New_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新的最後日期`)
};

export const events_no_address_matches = /** @type {(inputs: Events_No_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有相符的地址。請試試街道及門牌號碼，或地標。`)
};

export const events_no_comments = /** @type {(inputs: Events_No_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暫時未有留言。來留下第一則吧！`)
};

export const events_no_image = /** @type {(inputs: Events_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未選擇圖片`)
};

export const events_no_link_manage = /** @type {(inputs: Events_No_Link_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暫時未有會議連結：請透過「編輯活動」加入。`)
};

export const events_no_link_yet = /** @type {(inputs: Events_No_Link_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主辦人暫時未加入會議連結。`)
};

export const events_no_more_dates = /** @type {(inputs: Events_No_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不加入日期`)
};

export const events_no_other_host = /** @type {(inputs: Events_No_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此群組暫時沒有其他活動主辦人。群組擁有者可在「成員」分頁把成員設為活動主辦人。`)
};

export const events_no_participants = /** @type {(inputs: Events_No_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暫時未有人登記出席。`)
};

export const events_not_a_host_body = /** @type {(inputs: Events_Not_A_Host_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 由 ${i?.owner} 組織。如想主辦活動，請聯絡對方。`)
};

export const events_not_a_host_title = /** @type {(inputs: Events_Not_A_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有群組擁有者及活動主辦人可以建立活動`)
};

export const events_not_attending = /** @type {(inputs: Events_Not_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您暫時沒有出席任何活動...`)
};

export const events_number_of_events = /** @type {(inputs: Events_Number_Of_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動場次`)
};

export const events_on_date = /** @type {(inputs: Events_On_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在某個日期`)
};

export const events_only_host_can_edit = /** @type {(inputs: Events_Only_Host_Can_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有活動主辦人可以編輯此活動`)
};

export const events_opens_new_tab = /** @type {(inputs: Events_Opens_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（在新分頁中開啟）`)
};

export const events_options = /** @type {(inputs: Events_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動選項`)
};

export const events_owner_will_answer = /** @type {(inputs: Events_Owner_Will_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組擁有者會回覆您的申請。`)
};

export const events_participants_limit = /** @type {(inputs: Events_Participants_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`參加人數上限`)
};

export const events_participants_limit_hint = /** @type {(inputs: Events_Participants_Limit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`除您（主辦人）以外的名額。0 表示不設上限。`)
};

export const events_participants_load_failed = /** @type {(inputs: Events_Participants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入出席者。`)
};

export const events_participants_of = /** @type {(inputs: Events_Participants_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的出席者`)
};

export const events_past = /** @type {(inputs: Events_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`過往活動`)
};

export const events_past_load_failed = /** @type {(inputs: Events_Past_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入過往活動。`)
};

export const events_picker_map_label = /** @type {(inputs: Events_Picker_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地圖。拖動標記，或在地圖上點按活動地點。`)
};

export const events_pin_alt = /** @type {(inputs: Events_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動標記`)
};

export const events_pin_centre = /** @type {(inputs: Events_Pin_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`標記地圖中心`)
};

export const events_pin_drag_title = /** @type {(inputs: Events_Pin_Drag_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拖動以移動標記`)
};

export const events_pin_field_hint = /** @type {(inputs: Events_Pin_Field_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把活動放在地圖上，並為大家提供前往確切地點的路線。`)
};

export const events_pin_field_label = /** @type {(inputs: Events_Pin_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地圖標記（選填）`)
};

export const events_pin_hint = /** @type {(inputs: Events_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拖動標記，或在地圖上點按集合地點。先定位到某個地區，可從附近開始。`)
};

export const events_pin_near = /** @type {(inputs: Events_Pin_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place} 附近 · ${i?.point}`)
};

export const events_pin_of = /** @type {(inputs: Events_Pin_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的標記`)
};

export const events_pin_on_map = /** @type {(inputs: Events_Pin_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地圖標記`)
};

export const events_pin_readout = /** @type {(inputs: Events_Pin_ReadoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`地圖標記：${i?.pin}`)
};

export const events_privacy_hint_private = /** @type {(inputs: Events_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有群組成員可查看詳情（時間、地點、簡介、主辦人）。`)
};

export const events_privacy_hint_public = /** @type {(inputs: Events_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何人都可查看詳情；群組成員可以出席。`)
};

export const events_privacy_label = /** @type {(inputs: Events_Privacy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動私隱類型`)
};

export const events_private_group_events = /** @type {(inputs: Events_Private_Group_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此私人群組的活動只限其成員查看。`)
};

export const events_private_group_note = /** @type {(inputs: Events_Private_Group_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這是私人群組：只有成員可出席其活動。`)
};

export const events_ready = /** @type {(inputs: Events_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的活動已準備就緒。`)
};

export const events_remove = /** @type {(inputs: Events_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const events_remove_cover = /** @type {(inputs: Events_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除封面圖片`)
};

export const events_remove_cover_from = /** @type {(inputs: Events_Remove_Cover_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`從以下活動移除封面圖片：`)
};

export const events_remove_cover_from_label = /** @type {(inputs: Events_Remove_Cover_From_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除封面的範圍`)
};

export const events_remove_cover_one = /** @type {(inputs: Events_Remove_Cover_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要移除此活動的封面圖片嗎？您隨時可以上傳新圖片。`)
};

export const events_remove_cover_series = /** @type {(inputs: Events_Remove_Cover_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動顯示的是其系列的封面。要從該系列的所有活動移除嗎？您隨時可以上傳新圖片。`)
};

export const events_remove_pin = /** @type {(inputs: Events_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除標記`)
};

export const events_repeat_biweekly = /** @type {(inputs: Events_Repeat_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每 2 週的${i?.weekday}`)
};

export const events_repeat_monthly_1 = /** @type {(inputs: Events_Repeat_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 1 個${i?.weekday}`)
};

export const events_repeat_monthly_2 = /** @type {(inputs: Events_Repeat_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 2 個${i?.weekday}`)
};

export const events_repeat_monthly_3 = /** @type {(inputs: Events_Repeat_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 3 個${i?.weekday}`)
};

export const events_repeat_monthly_4 = /** @type {(inputs: Events_Repeat_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 4 個${i?.weekday}`)
};

export const events_repeat_monthly_last = /** @type {(inputs: Events_Repeat_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月最後一個${i?.weekday}`)
};

export const events_repeat_weekly = /** @type {(inputs: Events_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每週${i?.weekday}`)
};

export const events_repeats = /** @type {(inputs: Events_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重複`)
};

export const events_repeats_biweekly = /** @type {(inputs: Events_Repeats_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每 2 週的${i?.weekday}舉行`)
};

export const events_repeats_monthly_1 = /** @type {(inputs: Events_Repeats_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 1 個${i?.weekday}舉行`)
};

export const events_repeats_monthly_2 = /** @type {(inputs: Events_Repeats_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 2 個${i?.weekday}舉行`)
};

export const events_repeats_monthly_3 = /** @type {(inputs: Events_Repeats_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 3 個${i?.weekday}舉行`)
};

export const events_repeats_monthly_4 = /** @type {(inputs: Events_Repeats_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 4 個${i?.weekday}舉行`)
};

export const events_repeats_monthly_last = /** @type {(inputs: Events_Repeats_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月最後一個${i?.weekday}舉行`)
};

export const events_repeats_weekly = /** @type {(inputs: Events_Repeats_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每週${i?.weekday}舉行`)
};

export const events_request_to_join_to_attend = /** @type {(inputs: Events_Request_To_Join_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申請加入群組以出席`)
};

export const events_requested_membership = /** @type {(inputs: Events_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已申請加入`)
};

export const events_required_note = /** @type {(inputs: Events_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`標有 * 的欄位為必填。`)
};

export const events_save = /** @type {(inputs: Events_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`儲存`)
};

export const events_save_changes_to = /** @type {(inputs: Events_Save_Changes_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動會重複舉行。將變更儲存到：`)
};

export const events_save_which = /** @type {(inputs: Events_Save_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`儲存到哪些活動`)
};

export const events_scope_following = /** @type {(inputs: Events_Scope_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動及之後的活動`)
};

export const events_scope_series = /** @type {(inputs: Events_Scope_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列中的所有活動`)
};

export const events_scope_this = /** @type {(inputs: Events_Scope_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動`)
};

export const events_searching = /** @type {(inputs: Events_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在搜尋…`)
};

export const events_sections = /** @type {(inputs: Events_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動欄目`)
};

export const events_see_other_events = /** @type {(inputs: Events_See_Other_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看群組的其他活動`)
};

export const events_selected_file = /** @type {(inputs: Events_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已選擇：${i?.name}`)
};

export const events_series_dates = /** @type {(inputs: Events_Series_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此系列的日期`)
};

export const events_series_summary = /** @type {(inputs: Events_Series_SummaryInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.frequency} · ${i?.count} 個日期`)
};

export const events_show_all_dates = /** @type {(inputs: Events_Show_All_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`顯示全部 ${i?.total} 個日期`)
};

export const events_show_more = /** @type {(inputs: Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示更多活動`)
};

export const events_sign_in_join_to_see = /** @type {(inputs: Events_Sign_In_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入並加入群組即可查看。`)
};

export const events_sign_in_to_attend = /** @type {(inputs: Events_Sign_In_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入以出席`)
};

export const events_start_label = /** @type {(inputs: Events_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始日期及時間`)
};

export const events_tab_about = /** @type {(inputs: Events_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`簡介`)
};

export const events_tab_comments = /** @type {(inputs: Events_Tab_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留言`)
};

export const events_tab_participants = /** @type {(inputs: Events_Tab_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`出席者`)
};

export const events_title_hint = /** @type {(inputs: Events_Title_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如：Kits Beach 日出跑步`)
};

export const events_title_label = /** @type {(inputs: Events_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動名稱`)
};

export const events_toast_attend_failed = /** @type {(inputs: Events_Toast_Attend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登記出席活動失敗。`)
};

export const events_toast_attend_failed_not_member = /** @type {(inputs: Events_Toast_Attend_Failed_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您必須是群組成員才能出席`)
};

export const events_toast_attending = /** @type {(inputs: Events_Toast_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功登記出席活動`)
};

export const events_toast_comment_added = /** @type {(inputs: Events_Toast_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留言已發佈`)
};

export const events_toast_comment_delete_failed = /** @type {(inputs: Events_Toast_Comment_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除留言失敗。`)
};

export const events_toast_comment_deleted = /** @type {(inputs: Events_Toast_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留言已刪除`)
};

export const events_toast_comment_failed = /** @type {(inputs: Events_Toast_Comment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`發佈留言失敗。`)
};

export const events_toast_comment_update_failed = /** @type {(inputs: Events_Toast_Comment_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新留言失敗。`)
};

export const events_toast_comment_updated = /** @type {(inputs: Events_Toast_Comment_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留言已更新`)
};

export const events_toast_cover_delete_failed = /** @type {(inputs: Events_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除封面圖片失敗`)
};

export const events_toast_cover_deleted = /** @type {(inputs: Events_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面圖片已刪除`)
};

export const events_toast_cover_upload_failed = /** @type {(inputs: Events_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上傳封面圖片失敗。`)
};

export const events_toast_cover_uploaded = /** @type {(inputs: Events_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面圖片已上傳`)
};

export const events_toast_create_failed = /** @type {(inputs: Events_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立活動失敗。`)
};

export const events_toast_created = /** @type {(inputs: Events_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的活動已成功建立！`)
};

export const events_toast_delete_failed = /** @type {(inputs: Events_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除活動失敗`)
};

export const events_toast_deleted = /** @type {(inputs: Events_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動已刪除`)
};

export const events_toast_hand_over_failed = /** @type {(inputs: Events_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`轉交活動失敗。`)
};

export const events_toast_handed_over = /** @type {(inputs: Events_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 現在是活動的主辦人`)
};

export const events_toast_import_failed = /** @type {(inputs: Events_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`匯入活動失敗。請確認連結正確。`)
};

export const events_toast_join_group_failed = /** @type {(inputs: Events_Toast_Join_Group_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入群組失敗。`)
};

export const events_toast_joined_group = /** @type {(inputs: Events_Toast_Joined_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已加入群組`)
};

export const events_toast_leave_event_failed = /** @type {(inputs: Events_Toast_Leave_Event_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出活動失敗。`)
};

export const events_toast_left_event = /** @type {(inputs: Events_Toast_Left_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功退出活動`)
};

export const events_toast_membership_request_failed = /** @type {(inputs: Events_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申請加入失敗。`)
};

export const events_toast_membership_requested = /** @type {(inputs: Events_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的加入申請已傳送給群組擁有者`)
};

export const events_toast_update_failed = /** @type {(inputs: Events_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新活動失敗`)
};

export const events_toast_updated = /** @type {(inputs: Events_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動已更新`)
};

export const events_toast_waitlisted = /** @type {(inputs: Events_Toast_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功加入活動的候補名單`)
};

export const events_until_hint = /** @type {(inputs: Events_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列在這一天之後結束。`)
};

export const events_until_later = /** @type {(inputs: Events_Until_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直到之後某個日期`)
};

export const events_upcoming = /** @type {(inputs: Events_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即將舉行的活動`)
};

export const events_upcoming_load_failed = /** @type {(inputs: Events_Upcoming_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入即將舉行的活動。`)
};

export const events_update_event = /** @type {(inputs: Events_Update_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新活動`)
};

export const events_upload_cover = /** @type {(inputs: Events_Upload_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上傳封面圖片`)
};

export const events_uploaded_on_save = /** @type {(inputs: Events_Uploaded_On_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}。儲存活動時會上傳圖片。`)
};

export const events_use_cover_for = /** @type {(inputs: Events_Use_Cover_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面用於`)
};

export const events_use_this_image = /** @type {(inputs: Events_Use_This_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用此圖片`)
};

export const events_use_this_pin = /** @type {(inputs: Events_Use_This_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用此標記`)
};

export const events_waitlist_order_note = /** @type {(inputs: Events_Waitlist_Order_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人退出時，名額會按候補名單次序分配。`)
};

export const events_waitlist_place = /** @type {(inputs: Events_Waitlist_PlaceInputs) => LocalizedString} */ (i) => {
	const positionText = registry.number("zh-Hant", i?.position, {});return /** @type {LocalizedString} */ (`您在候補名單中排第 ${i?.position} 位`)
};

export const events_waitlisted_note = /** @type {(inputs: Events_Waitlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在候補名單中：有人退出時您便會獲得名額。`)
};

export const events_where = /** @type {(inputs: Events_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地點`)
};

export const events_who_will_host = /** @type {(inputs: Events_Who_Will_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`誰來主辦 ${i?.name}？現任主辦人會保留為出席者。`)
};

export const events_your_events = /** @type {(inputs: Events_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的活動`)
};

export const events_your_local_time = /** @type {(inputs: Events_Your_Local_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的當地時間`)
};

export const events_yours_load_failed = /** @type {(inputs: Events_Yours_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入您的活動。`)
};

export const feeds_csv_name = /** @type {(inputs: Feeds_Csv_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名`)
};

export const feeds_csv_role = /** @type {(inputs: Feeds_Csv_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`角色`)
};

export const feeds_csv_rsvp_time = /** @type {(inputs: Feeds_Csv_Rsvp_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`出席回覆時間（${i?.zone}）`)
};

export const feeds_date_at_time = /** @type {(inputs: Feeds_Date_At_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} ${i?.time}`)
};

export const feeds_export_blocked = /** @type {(inputs: Feeds_Export_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您封鎖的人`)
};

export const feeds_export_comments = /** @type {(inputs: Feeds_Export_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留言`)
};

export const feeds_export_conversation_with = /** @type {(inputs: Feeds_Export_Conversation_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`與 ${i?.name} 的對話`)
};

export const feeds_export_email = /** @type {(inputs: Feeds_Export_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`電子郵件地址`)
};

export const feeds_export_events = /** @type {(inputs: Feeds_Export_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動與報名`)
};

export const feeds_export_groups = /** @type {(inputs: Feeds_Export_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組`)
};

export const feeds_export_hidden = /** @type {(inputs: Feeds_Export_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被管理員隱藏`)
};

export const feeds_export_intro = /** @type {(inputs: Feeds_Export_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`這是您在 ${i?.site} 上的內容副本，於 ${i?.date} 為 ${i?.name} 準備。同樣的資料也保存在本頁旁邊的 JSON 檔中，供其他程式使用。`)
};

export const feeds_export_member_since = /** @type {(inputs: Feeds_Export_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`註冊時間`)
};

export const feeds_export_messages = /** @type {(inputs: Feeds_Export_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私訊`)
};

export const feeds_export_nothing = /** @type {(inputs: Feeds_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這裡沒有內容。`)
};

export const feeds_export_notifications = /** @type {(inputs: Feeds_Export_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知`)
};

export const feeds_export_pictures = /** @type {(inputs: Feeds_Export_PicturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圖片`)
};

export const feeds_export_place = /** @type {(inputs: Feeds_Export_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所在地`)
};

export const feeds_export_profile = /** @type {(inputs: Feeds_Export_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`個人檔案`)
};

export const feeds_export_requests = /** @type {(inputs: Feeds_Export_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入申請`)
};

export const feeds_export_title = /** @type {(inputs: Feeds_Export_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您在 ${i?.site} 上的資料`)
};

export const feeds_export_you = /** @type {(inputs: Feeds_Export_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您`)
};

export const feeds_group_calendar_description = /** @type {(inputs: Feeds_Group_Calendar_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 即將舉行的活動`)
};

export const feeds_group_feed_copyright = /** @type {(inputs: Feeds_Group_Feed_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 上的 ${i?.group}`)
};

export const feeds_group_feed_title = /** @type {(inputs: Feeds_Group_Feed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group}：即將舉行的活動`)
};

export const feeds_join_online = /** @type {(inputs: Feeds_Join_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`線上出席：${i?.url}`)
};

export const feeds_my_events_calendar = /** @type {(inputs: Feeds_My_Events_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活動 · Neighbourly`)
};

export const feeds_my_events_description = /** @type {(inputs: Feeds_My_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在 Neighbourly 上出席、主辦或候補的活動`)
};

export const feeds_waitlist_summary = /** @type {(inputs: Feeds_Waitlist_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}（候補）`)
};

export const groups_account_needed = /** @type {(inputs: Groups_Account_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您需要帳戶才能建立群組。${i?.link}，或使用上方的登入按鈕。`)
};

export const groups_approve_request = /** @type {(inputs: Groups_Approve_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`批准申請`)
};

export const groups_asked_to_join_on = /** @type {(inputs: Groups_Asked_To_Join_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申請日期：${i?.date}`)
};

export const groups_ban_confirm = /** @type {(inputs: Groups_Ban_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`禁止加入`)
};

export const groups_ban_message = /** @type {(inputs: Groups_Ban_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`要禁止 ${i?.name} 加入 ${i?.group} 嗎？對方會像「移出」一樣被移出群組，並且在您解除禁止之前，無法加入、申請加入或在該群組的活動留言。`)
};

export const groups_ban_reason_hint = /** @type {(inputs: Groups_Ban_Reason_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`只有群組擁有者看得到，對方永遠看不到。${i?.length}/${i?.max}`)
};

export const groups_ban_reason_label = /** @type {(inputs: Groups_Ban_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因（選填）`)
};

export const groups_ban_reason_prefix = /** @type {(inputs: Groups_Ban_Reason_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因：`)
};

export const groups_ban_title = /** @type {(inputs: Groups_Ban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`禁止加入群組`)
};

export const groups_banned_cannot_join = /** @type {(inputs: Groups_Banned_Cannot_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您無法加入此群組。`)
};

export const groups_banned_empty = /** @type {(inputs: Groups_Banned_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此群組沒有禁止任何人加入。`)
};

export const groups_banned_list_label = /** @type {(inputs: Groups_Banned_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已被禁止加入 ${i?.group} 的使用者`)
};

export const groups_banned_load_failed = /** @type {(inputs: Groups_Banned_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入已禁止加入的使用者。`)
};

export const groups_banned_on = /** @type {(inputs: Groups_Banned_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} 起禁止加入`)
};

export const groups_banned_on_by = /** @type {(inputs: Groups_Banned_On_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} 起由 ${i?.name} 禁止加入`)
};

export const groups_calendar_copy = /** @type {(inputs: Groups_Calendar_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`複製連結`)
};

export const groups_calendar_download = /** @type {(inputs: Groups_Calendar_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下載日曆檔案`)
};

export const groups_calendar_download_note = /** @type {(inputs: Groups_Calendar_Download_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日曆應用程式無法登入私人群組`)
};

export const groups_calendar_open = /** @type {(inputs: Groups_Calendar_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在日曆應用程式中開啟`)
};

export const groups_calendar_subscribe = /** @type {(inputs: Groups_Calendar_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`訂閱日曆`)
};

export const groups_cover_alt = /** @type {(inputs: Groups_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 的封面圖片`)
};

export const groups_cover_change = /** @type {(inputs: Groups_Cover_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更換封面圖片`)
};

export const groups_cover_current_alt = /** @type {(inputs: Groups_Cover_Current_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目前的封面圖片`)
};

export const groups_cover_delete = /** @type {(inputs: Groups_Cover_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除封面圖片`)
};

export const groups_cover_delete_confirm = /** @type {(inputs: Groups_Cover_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除`)
};

export const groups_cover_delete_question = /** @type {(inputs: Groups_Cover_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要刪除此群組的封面圖片嗎？您可以隨時上傳新圖片。`)
};

export const groups_cover_file_label = /** @type {(inputs: Groups_Cover_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面圖片檔案`)
};

export const groups_cover_preview_alt = /** @type {(inputs: Groups_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新封面圖片預覽`)
};

export const groups_cover_upload = /** @type {(inputs: Groups_Cover_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上傳封面圖片`)
};

export const groups_cover_uploaded_on_save = /** @type {(inputs: Groups_Cover_Uploaded_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圖片會在儲存時上傳。`)
};

export const groups_create_a_group = /** @type {(inputs: Groups_Create_A_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立群組`)
};

export const groups_create_button = /** @type {(inputs: Groups_Create_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立群組`)
};

export const groups_create_event = /** @type {(inputs: Groups_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立活動`)
};

export const groups_create_free_account = /** @type {(inputs: Groups_Create_Free_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免費註冊帳戶`)
};

export const groups_create_or_import = /** @type {(inputs: Groups_Create_Or_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立或匯入群組`)
};

export const groups_decline_and_ban = /** @type {(inputs: Groups_Decline_And_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拒絕並禁止加入`)
};

export const groups_decline_and_ban_question = /** @type {(inputs: Groups_Decline_And_Ban_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`要拒絕 ${i?.name} 的申請並禁止對方加入此群組嗎？在您解除禁止之前，對方無法再次申請加入。`)
};

export const groups_delete_group = /** @type {(inputs: Groups_Delete_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除群組`)
};

export const groups_delete_question = /** @type {(inputs: Groups_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確定要刪除此群組嗎？此操作無法復原。`)
};

export const groups_description_hint = /** @type {(inputs: Groups_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你們做什麼、在何時何地聚會、歡迎哪些人。像 #遠足 這樣的詞會變成標籤連結。`)
};

export const groups_distance_km = /** @type {(inputs: Groups_Distance_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} 公里`)
};

export const groups_document_title_group = /** @type {(inputs: Groups_Document_Title_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組`)
};

export const groups_edit_description_hint = /** @type {(inputs: Groups_Edit_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`像 #遠足 這樣的詞會變成標籤連結。`)
};

export const groups_edit_form_label = /** @type {(inputs: Groups_Edit_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編輯群組`)
};

export const groups_fediverse_address_copied = /** @type {(inputs: Groups_Fediverse_Address_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地址已複製`)
};

export const groups_fediverse_copy_address = /** @type {(inputs: Groups_Fediverse_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`複製地址`)
};

export const groups_fediverse_copy_failed = /** @type {(inputs: Groups_Fediverse_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法複製地址：請選取後手動複製。`)
};

export const groups_fediverse_followers_count = /** @type {(inputs: Groups_Fediverse_Followers_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`聯邦宇宙上有 ${i?.count} 位追蹤者`)
};

export const groups_fediverse_intro = /** @type {(inputs: Groups_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用 Mastodon、Mobilizon 或任何聯邦宇宙帳號追蹤：新活動會傳送到那裡，您的回覆會以留言形式出現在這裡。`)
};

export const groups_fediverse_title = /** @type {(inputs: Groups_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`從聯邦宇宙追蹤`)
};

export const groups_field_description = /** @type {(inputs: Groups_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組簡介`)
};

export const groups_field_handle = /** @type {(inputs: Groups_Field_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聯邦宇宙帳號名稱`)
};

export const groups_field_id = /** @type {(inputs: Groups_Field_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組 ID`)
};

export const groups_field_name = /** @type {(inputs: Groups_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組名稱`)
};

export const groups_field_privacy = /** @type {(inputs: Groups_Field_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隱私設定`)
};

export const groups_follow_account_label = /** @type {(inputs: Groups_Follow_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的帳號（名稱@伺服器）`)
};

export const groups_follow_button = /** @type {(inputs: Groups_Follow_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`追蹤`)
};

export const groups_follow_form_label = /** @type {(inputs: Groups_Follow_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用您的聯邦宇宙帳號追蹤`)
};

export const groups_followers_empty = /** @type {(inputs: Groups_Followers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`還沒有聯邦宇宙帳號追蹤此群組。它的地址在「簡介」分頁，可以分享。`)
};

export const groups_followers_list_label = /** @type {(inputs: Groups_Followers_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 的聯邦宇宙追蹤者`)
};

export const groups_followers_load_failed = /** @type {(inputs: Groups_Followers_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入聯邦宇宙追蹤者。`)
};

export const groups_followers_since = /** @type {(inputs: Groups_Followers_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`自 ${i?.date} 起追蹤`)
};

export const groups_free_groups = /** @type {(inputs: Groups_Free_GroupsInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 個群組`)
};

export const groups_go_to_group = /** @type {(inputs: Groups_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往群組頁面`)
};

export const groups_handle_hint = /** @type {(inputs: Groups_Handle_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mastodon、Mobilizon 等聯邦宇宙帳號透過這個名稱追蹤群組。僅限小寫字母、數字和底線。日後更改時，舊名稱仍然有效。`)
};

export const groups_handle_hint_private = /** @type {(inputs: Groups_Handle_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組公開後啟用：屆時 Mastodon、Mobilizon 等聯邦宇宙帳號透過這個名稱追蹤它。僅限小寫字母、數字和底線。日後更改時，舊名稱仍然有效。`)
};

export const groups_handle_preview = /** @type {(inputs: Groups_Handle_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`聯邦宇宙地址：${i?.address}`)
};

export const groups_handover_message = /** @type {(inputs: Groups_Handover_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 將成為 ${i?.group} 的擁有者，您將成為一般成員：您將不再管理群組及其成員。確定轉交嗎？`)
};

export const groups_handover_title = /** @type {(inputs: Groups_Handover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`轉交群組`)
};

export const groups_help_page = /** @type {(inputs: Groups_Help_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`說明頁面`)
};

export const groups_hero_eyebrow = /** @type {(inputs: Groups_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在溫哥華建立群組`)
};

export const groups_hero_get_started = /** @type {(inputs: Groups_Hero_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始`)
};

export const groups_hero_sign_in = /** @type {(inputs: Groups_Hero_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入以建立群組`)
};

export const groups_hero_text = /** @type {(inputs: Groups_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`海堤跑步、讀書會、桌遊之夜、社區花園：圍繞您熱愛的事物建立群組，籌劃活動，歡迎新成員。每位成員可免費經營 ${i?.free}。`)
};

export const groups_hero_title = /** @type {(inputs: Groups_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讓鄰居聚在一起`)
};

export const groups_home_place_hint = /** @type {(inputs: Groups_Home_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組主要的聚會地點；在附近搜尋的人可以找到它。`)
};

export const groups_home_place_label = /** @type {(inputs: Groups_Home_Place_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所在社區`)
};

export const groups_home_place_none = /** @type {(inputs: Groups_Home_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無`)
};

export const groups_id_available = /** @type {(inputs: Groups_Id_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此群組 ID 可以使用。您的群組網址：${i?.address}`)
};

export const groups_id_hint = /** @type {(inputs: Groups_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小寫字母、數字和底線。它將成為您群組的網址，建立後無法更改。`)
};

export const groups_import_button = /** @type {(inputs: Groups_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以現有 Meetup 群組填寫`)
};

export const groups_import_fetching = /** @type {(inputs: Groups_Import_FetchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.button}：正在讀取 Meetup 頁面`)
};

export const groups_import_form_label = /** @type {(inputs: Groups_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`匯入 Meetup 群組`)
};

export const groups_import_hint = /** @type {(inputs: Groups_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`根據群組的 Meetup 頁面填寫上方的群組 ID、名稱和簡介。`)
};

export const groups_import_hint_default = /** @type {(inputs: Groups_Import_Hint_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`貼上 Meetup 頁面的網址，儲存前請檢查自動填寫的欄位。`)
};

export const groups_import_or = /** @type {(inputs: Groups_Import_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`或`)
};

export const groups_import_url_label = /** @type {(inputs: Groups_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup 群組網址`)
};

export const groups_join_group = /** @type {(inputs: Groups_Join_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入群組`)
};

export const groups_leave_group = /** @type {(inputs: Groups_Leave_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出群組`)
};

export const groups_lift_ban = /** @type {(inputs: Groups_Lift_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除禁止`)
};

export const groups_loading_banned = /** @type {(inputs: Groups_Loading_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入已禁止加入的使用者`)
};

export const groups_loading_followers = /** @type {(inputs: Groups_Loading_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入聯邦宇宙追蹤者`)
};

export const groups_loading_group = /** @type {(inputs: Groups_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入群組`)
};

export const groups_loading_members = /** @type {(inputs: Groups_Loading_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入成員`)
};

export const groups_loading_requests = /** @type {(inputs: Groups_Loading_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入加入申請`)
};

export const groups_loading_tab = /** @type {(inputs: Groups_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入分頁`)
};

export const groups_loading_your_groups = /** @type {(inputs: Groups_Loading_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入您的群組`)
};

export const groups_main_page = /** @type {(inputs: Groups_Main_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`首頁`)
};

export const groups_make_event_host = /** @type {(inputs: Groups_Make_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設為活動主辦人`)
};

export const groups_make_owner = /** @type {(inputs: Groups_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設為擁有者`)
};

export const groups_manage_group = /** @type {(inputs: Groups_Manage_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理群組`)
};

export const groups_manage_group_of = /** @type {(inputs: Groups_Manage_Group_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`管理 ${i?.group}`)
};

export const groups_member_actions = /** @type {(inputs: Groups_Member_ActionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的更多操作`)
};

export const groups_members_empty = /** @type {(inputs: Groups_Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此群組還沒有成員。`)
};

export const groups_members_list_label = /** @type {(inputs: Groups_Members_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 的成員`)
};

export const groups_members_load_failed = /** @type {(inputs: Groups_Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入成員。`)
};

export const groups_more_groups_note = /** @type {(inputs: Groups_More_Groups_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`想要多個群組？每位成員可免費建立 ${i?.free}，供非商業用途。如需經營更多群組，請聯絡我們：${i?.link}。`)
};

export const groups_my_groups = /** @type {(inputs: Groups_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的群組`)
};

export const groups_my_groups_count = /** @type {(inputs: Groups_My_Groups_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我的群組（${i?.count}）`)
};

export const groups_my_groups_empty = /** @type {(inputs: Groups_My_Groups_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您還沒有加入任何群組。到${i?.link}探索群組`)
};

export const groups_name_hint = /** @type {(inputs: Groups_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`鄰居最先看到的內容，例如 Kits Beach Runners。`)
};

export const groups_not_owner_text = /** @type {(inputs: Groups_Not_Owner_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 由 ${i?.name} 組織。如需變更，請聯絡對方。`)
};

export const groups_not_owner_title = /** @type {(inputs: Groups_Not_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有群組擁有者才能管理此群組`)
};

export const groups_options = /** @type {(inputs: Groups_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組選項`)
};

export const groups_organized_by = /** @type {(inputs: Groups_Organized_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`組織者：${i?.name}`)
};

export const groups_past_empty = /** @type {(inputs: Groups_Past_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此群組沒有過去的活動`)
};

export const groups_privacy_hint_private = /** @type {(inputs: Groups_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用者須申請加入，由您逐一批准。只有成員才能看到成員名單。`)
};

export const groups_privacy_hint_public = /** @type {(inputs: Groups_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何人都可以加入，已登入的使用者可以看到成員名單。`)
};

export const groups_reject_question = /** @type {(inputs: Groups_Reject_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`要拒絕 ${i?.name} 加入此群組的申請嗎？對方之後可以再次申請。`)
};

export const groups_reject_request = /** @type {(inputs: Groups_Reject_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拒絕申請`)
};

export const groups_remove_confirm = /** @type {(inputs: Groups_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移出`)
};

export const groups_remove_event_host = /** @type {(inputs: Groups_Remove_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消活動主辦人`)
};

export const groups_remove_follower = /** @type {(inputs: Groups_Remove_FollowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除追蹤者`)
};

export const groups_remove_follower_question = /** @type {(inputs: Groups_Remove_Follower_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`要從群組的追蹤者中移除 ${i?.name} 嗎？群組將不再向其伺服器傳送任何內容。對方之後仍可重新追蹤。`)
};

export const groups_remove_message = /** @type {(inputs: Groups_Remove_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`要將 ${i?.name} 移出 ${i?.group} 嗎？對方會放棄在該群組即將舉行的活動中的名額，其主辦的活動將轉交給您。`)
};

export const groups_remove_title = /** @type {(inputs: Groups_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移出群組`)
};

export const groups_request_to_join = /** @type {(inputs: Groups_Request_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申請加入群組`)
};

export const groups_requested_membership = /** @type {(inputs: Groups_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已申請加入`)
};

export const groups_requests_empty = /** @type {(inputs: Groups_Requests_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有待處理的加入申請。`)
};

export const groups_requests_list_label = /** @type {(inputs: Groups_Requests_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入申請`)
};

export const groups_requests_load_failed = /** @type {(inputs: Groups_Requests_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入加入申請。`)
};

export const groups_requests_pending = /** @type {(inputs: Groups_Requests_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.count} 個待處理）`)
};

export const groups_required_note = /** @type {(inputs: Groups_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`標有 * 的欄位為必填。`)
};

export const groups_role_host = /** @type {(inputs: Groups_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動主辦人`)
};

export const groups_role_member = /** @type {(inputs: Groups_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組成員`)
};

export const groups_role_owner = /** @type {(inputs: Groups_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組擁有者`)
};

export const groups_save_changes = /** @type {(inputs: Groups_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`儲存變更`)
};

export const groups_show_more = /** @type {(inputs: Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示更多`)
};

export const groups_show_more_members = /** @type {(inputs: Groups_Show_More_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示更多成員`)
};

export const groups_sign_in_to_join = /** @type {(inputs: Groups_Sign_In_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入後加入`)
};

export const groups_tab_about = /** @type {(inputs: Groups_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`簡介`)
};

export const groups_tab_banned = /** @type {(inputs: Groups_Tab_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已禁止加入`)
};

export const groups_tab_fediverse = /** @type {(inputs: Groups_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聯邦宇宙`)
};

export const groups_tab_members = /** @type {(inputs: Groups_Tab_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`成員`)
};

export const groups_tab_past = /** @type {(inputs: Groups_Tab_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`過去的活動`)
};

export const groups_tab_requests = /** @type {(inputs: Groups_Tab_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入申請`)
};

export const groups_tab_upcoming = /** @type {(inputs: Groups_Tab_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即將舉行的活動`)
};

export const groups_tabs_label = /** @type {(inputs: Groups_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組分區`)
};

export const groups_toast_ban_failed = /** @type {(inputs: Groups_Toast_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`禁止此人加入失敗。`)
};

export const groups_toast_ban_lifted = /** @type {(inputs: Groups_Toast_Ban_LiftedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已解除對 ${i?.name} 的禁止加入`)
};

export const groups_toast_change_role_failed = /** @type {(inputs: Groups_Toast_Change_Role_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`變更角色失敗。`)
};

export const groups_toast_cover_delete_failed = /** @type {(inputs: Groups_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除群組封面圖片失敗。`)
};

export const groups_toast_cover_deleted = /** @type {(inputs: Groups_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面圖片已成功刪除`)
};

export const groups_toast_cover_upload_failed = /** @type {(inputs: Groups_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上傳群組封面圖片失敗。`)
};

export const groups_toast_cover_uploaded = /** @type {(inputs: Groups_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面圖片已成功上傳`)
};

export const groups_toast_create_failed = /** @type {(inputs: Groups_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立群組失敗。`)
};

export const groups_toast_created = /** @type {(inputs: Groups_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的群組已成功建立！`)
};

export const groups_toast_delete_failed = /** @type {(inputs: Groups_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除群組失敗。`)
};

export const groups_toast_deleted = /** @type {(inputs: Groups_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組已刪除`)
};

export const groups_toast_follow_failed = /** @type {(inputs: Groups_Toast_Follow_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法開始追蹤，請再試一次。`)
};

export const groups_toast_follower_removed = /** @type {(inputs: Groups_Toast_Follower_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 已不再追蹤群組`)
};

export const groups_toast_hand_over_failed = /** @type {(inputs: Groups_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`轉交群組失敗。`)
};

export const groups_toast_handed_over = /** @type {(inputs: Groups_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 現在是群組擁有者`)
};

export const groups_toast_import_failed = /** @type {(inputs: Groups_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法匯入您的群組。請確認連結正確。`)
};

export const groups_toast_import_unreachable = /** @type {(inputs: Groups_Toast_Import_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目前無法連線到 Meetup，請稍後再試。`)
};

export const groups_toast_imported = /** @type {(inputs: Groups_Toast_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功匯入 Meetup 群組／活動資料！`)
};

export const groups_toast_join_failed = /** @type {(inputs: Groups_Toast_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入群組失敗。`)
};

export const groups_toast_joined = /** @type {(inputs: Groups_Toast_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已加入群組`)
};

export const groups_toast_leave_failed = /** @type {(inputs: Groups_Toast_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出群組失敗。`)
};

export const groups_toast_left = /** @type {(inputs: Groups_Toast_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已退出群組`)
};

export const groups_toast_lift_ban_failed = /** @type {(inputs: Groups_Toast_Lift_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除禁止加入失敗。`)
};

export const groups_toast_limit_exceeded = /** @type {(inputs: Groups_Toast_Limit_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立群組失敗。已超過每位使用者可建立的群組數量上限。`)
};

export const groups_toast_made_host = /** @type {(inputs: Groups_Toast_Made_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 現在是活動主辦人`)
};

export const groups_toast_member_banned = /** @type {(inputs: Groups_Toast_Member_BannedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已禁止 ${i?.name} 加入群組`)
};

export const groups_toast_member_removed = /** @type {(inputs: Groups_Toast_Member_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已將 ${i?.name} 移出群組`)
};

export const groups_toast_membership_request_failed = /** @type {(inputs: Groups_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申請加入失敗。`)
};

export const groups_toast_membership_requested = /** @type {(inputs: Groups_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的加入申請已傳送給群組擁有者`)
};

export const groups_toast_remove_follower_failed = /** @type {(inputs: Groups_Toast_Remove_Follower_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法移除追蹤者，請再試一次。`)
};

export const groups_toast_remove_member_failed = /** @type {(inputs: Groups_Toast_Remove_Member_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移出成員失敗。`)
};

export const groups_toast_request_approved = /** @type {(inputs: Groups_Toast_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申請已批准`)
};

export const groups_toast_request_handling_failed = /** @type {(inputs: Groups_Toast_Request_Handling_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`處理申請失敗。`)
};

export const groups_toast_request_rejected = /** @type {(inputs: Groups_Toast_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申請已拒絕`)
};

export const groups_toast_request_withdrawn = /** @type {(inputs: Groups_Toast_Request_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的加入申請已撤回`)
};

export const groups_toast_unmade_host = /** @type {(inputs: Groups_Toast_Unmade_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 不再是活動主辦人`)
};

export const groups_toast_update_failed = /** @type {(inputs: Groups_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新群組失敗`)
};

export const groups_toast_updated = /** @type {(inputs: Groups_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組已成功更新`)
};

export const groups_toast_withdraw_failed = /** @type {(inputs: Groups_Toast_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撤回申請失敗。`)
};

export const groups_upcoming_empty = /** @type {(inputs: Groups_Upcoming_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目前沒有即將舉行的活動`)
};

export const groups_withdraw_request = /** @type {(inputs: Groups_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撤回申請`)
};

export const groups_your_groups_label = /** @type {(inputs: Groups_Your_Groups_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的群組`)
};

export const groups_your_groups_load_failed = /** @type {(inputs: Groups_Your_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入您的群組。`)
};

export const home_bubble_book_club = /** @type {(inputs: Home_Bubble_Book_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀書會`)
};

export const home_bubble_coffee = /** @type {(inputs: Home_Bubble_CoffeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咖啡`)
};

export const home_bubble_dog_walks = /** @type {(inputs: Home_Bubble_Dog_WalksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`遛狗`)
};

export const home_bubble_gardening = /** @type {(inputs: Home_Bubble_GardeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`園藝`)
};

export const home_bubble_hiking = /** @type {(inputs: Home_Bubble_HikingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`行山`)
};

export const home_bubble_jam_nights = /** @type {(inputs: Home_Bubble_Jam_NightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即興演奏夜`)
};

export const home_bubble_running = /** @type {(inputs: Home_Bubble_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`跑步`)
};

export const home_bubble_sketching = /** @type {(inputs: Home_Bubble_SketchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速寫`)
};

export const home_create_account = /** @type {(inputs: Home_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立免費帳戶`)
};

export const home_create_own_group = /** @type {(inputs: Home_Create_Own_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立您自己的群組`)
};

export const home_events_subtitle = /** @type {(inputs: Home_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即將舉行的活動，按時間先後排列。`)
};

export const home_explore_events = /** @type {(inputs: Home_Explore_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索活動`)
};

export const home_explore_groups = /** @type {(inputs: Home_Explore_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索群組`)
};

export const home_find_people_text = /** @type {(inputs: Home_Find_People_TextInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`按名稱或 #標籤 搜尋群組：行山、語言交換、園藝、編程等等。每位成員都可以免費管理 ${i?.count} 個群組：籌劃活動、歡迎成員，建立屬於您自己的社群。`)
};

export const home_find_people_title = /** @type {(inputs: Home_Find_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尋找志同道合的人`)
};

export const home_first_event_text = /** @type {(inputs: Home_First_Event_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日出行山、桌上遊戲之夜、花園義工日：預留您附近活動的名額。活動額滿時，可加入候補名單，一有名額空出，我們就會為您遞補。`)
};

export const home_first_event_title = /** @type {(inputs: Home_First_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`出席您的第一個活動`)
};

export const home_groups_subtitle = /** @type {(inputs: Home_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`溫哥華各區的群組，按活躍程度排列。`)
};

export const home_have_account = /** @type {(inputs: Home_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我已經有帳戶`)
};

export const home_hero_action = /** @type {(inputs: Home_Hero_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即開始探索`)
};

export const home_hero_eyebrow = /** @type {(inputs: Home_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`遍佈溫哥華的群組與活動`)
};

export const home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尋找志同道合的人，由沿著海堤晨跑，到在 Mount Pleasant 的桌上遊戲之夜。加入群組、出席活動，或者建立您自己的群組。`)
};

export const home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`歡迎來到 Neighbourly：結識新朋友的好地方！`)
};

export const home_my_events = /** @type {(inputs: Home_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活動`)
};

export const home_my_groups = /** @type {(inputs: Home_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的群組`)
};

export const home_new_text = /** @type {(inputs: Home_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立免費帳戶，就可以加入群組、預留活動名額，並建立您自己的社群。已經是成員？登入即可查看您的群組有甚麼計劃，並按名稱或 #標籤 搜尋。`)
};

export const home_new_title = /** @type {(inputs: Home_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第一次使用 Neighbourly？`)
};

export const home_welcome_back = /** @type {(inputs: Home_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`歡迎回來，${i?.name}`)
};

export const home_welcome_text = /** @type {(inputs: Home_Welcome_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`看看您附近有甚麼活動，或按名稱或 #標籤 搜尋。`)
};

export const labels_attendance_with_waitlist = /** @type {(inputs: Labels_Attendance_With_WaitlistInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.taken} · 候補 ${i?.count} 人`)
};

export const labels_event_privacy_private = /** @type {(inputs: Labels_Event_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私人活動`)
};

export const labels_event_privacy_public = /** @type {(inputs: Labels_Event_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開活動`)
};

export const labels_going_count = /** @type {(inputs: Labels_Going_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人會出席`)
};

export const labels_group_privacy_private = /** @type {(inputs: Labels_Group_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私人群組`)
};

export const labels_group_privacy_public = /** @type {(inputs: Labels_Group_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開群組`)
};

export const labels_hidden_by_moderators = /** @type {(inputs: Labels_Hidden_By_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被審核員隱藏`)
};

export const labels_location_separator = /** @type {(inputs: Labels_Location_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const labels_members_count = /** @type {(inputs: Labels_Members_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 位成員`)
};

export const labels_no_one_going = /** @type {(inputs: Labels_No_One_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚無人出席`)
};

export const labels_participant_role_host = /** @type {(inputs: Labels_Participant_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主辦人`)
};

export const labels_participant_role_participant = /** @type {(inputs: Labels_Participant_Role_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`出席者`)
};

export const labels_participant_role_waitlisted = /** @type {(inputs: Labels_Participant_Role_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`候補中`)
};

export const labels_places_taken = /** @type {(inputs: Labels_Places_TakenInputs) => LocalizedString} */ (i) => {
	const limitPlural = registry.plural("zh-Hant", i?.limit, {});
	const takenPlural = registry.plural("zh-Hant", i?.taken, {});
	const takenText = registry.number("zh-Hant", i?.taken, {});
	const limitText = registry.number("zh-Hant", i?.limit, {});return /** @type {LocalizedString} */ (`已佔 ${i?.taken}/${i?.limit} 個名額`)
};

export const labels_waiting_for_review = /** @type {(inputs: Labels_Waiting_For_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`等待審核`)
};

export const legal_contents = /** @type {(inputs: Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目錄`)
};

export const legal_cookies_auth_store_duration = /** @type {(inputs: Legal_Cookies_Auth_Store_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直至您登出`)
};

export const legal_cookies_auth_store_purpose = /** @type {(inputs: Legal_Cookies_Auth_Store_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記住您已登入，以及您的 ID 和顯示名稱，讓頁面能立即顯示正確的選單。`)
};

export const legal_cookies_changes_heading = /** @type {(inputs: Legal_Cookies_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`修訂及聯絡方式`)
};

export const legal_cookies_changes_p1 = /** @type {(inputs: Legal_Cookies_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`如我們日後加入任何並非絕對必要的 Cookie，會先更新本政策，並徵求您的同意。有疑問？請透過${i?.helpLink}與我們聯絡；有關我們如何處理個人資料，請參閱《${i?.privacyLink}》。`)
};

export const legal_cookies_color_scheme_purpose = /** @type {(inputs: Legal_Cookies_Color_Scheme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您選擇的淺色或深色配色，讓頁面在啟動前已按該配色顯示。當您跟隨系統設定時不會設定。`)
};

export const legal_cookies_column_duration = /** @type {(inputs: Legal_Cookies_Column_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保留時間`)
};

export const legal_cookies_column_name = /** @type {(inputs: Legal_Cookies_Column_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名稱`)
};

export const legal_cookies_column_purpose = /** @type {(inputs: Legal_Cookies_Column_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用途`)
};

export const legal_cookies_column_type = /** @type {(inputs: Legal_Cookies_Column_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`類型`)
};

export const legal_cookies_control_heading = /** @type {(inputs: Legal_Cookies_Control_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的選擇`)
};

export const legal_cookies_control_p1 = /** @type {(inputs: Legal_Cookies_Control_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您可以隨時在瀏覽器設定中刪除 Cookie 和網站資料，大部分瀏覽器亦容許您完全封鎖 Cookie。如您封鎖或刪除 ${i?.session} 或 ${i?.xsrf} Cookie，您將會被登出，並在重新允許這些 Cookie 之前無法登入。清除本機儲存空間只會重設您的主題偏好。`)
};

export const legal_cookies_intro = /** @type {(inputs: Legal_Cookies_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本政策列出 Neighbourly 使用的每一個 Cookie 和瀏覽器儲存項目及其用途。簡而言之：只使用為讓您登入、保護您的帳戶和記住您的主題而絕對必要的項目。不作任何追蹤。`)
};

export const legal_cookies_kind_cookie = /** @type {(inputs: Legal_Cookies_Kind_CookieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`瀏覽器 Cookie`)
};

export const legal_cookies_kind_cookie_http_only = /** @type {(inputs: Legal_Cookies_Kind_Cookie_Http_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`瀏覽器 Cookie（HttpOnly）`)
};

export const legal_cookies_kind_local_storage = /** @type {(inputs: Legal_Cookies_Kind_Local_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本機儲存空間`)
};

export const legal_cookies_kind_session_storage = /** @type {(inputs: Legal_Cookies_Kind_Session_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`工作階段儲存空間`)
};

export const legal_cookies_list_heading = /** @type {(inputs: Legal_Cookies_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們使用的 Cookie 和儲存空間`)
};

export const legal_cookies_list_p1 = /** @type {(inputs: Legal_Cookies_List_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`當您登出時，我們會移除 ${i?.authStore} 記錄並清除 ${i?.session} Cookie，同時清除本網站舊版本可能遺留的任何 ${i?.legacySession} Cookie。`)
};

export const legal_cookies_locale_purpose = /** @type {(inputs: Legal_Cookies_Locale_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在語言選單中選擇的語言，讓每個頁面都以該語言顯示。只在您選擇語言時設定；如您在「設定」中為帳戶設定了語言，則以帳戶的語言為準。`)
};

export const legal_cookies_necessary_heading = /** @type {(inputs: Legal_Cookies_Necessary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只使用絕對必要的項目`)
};

export const legal_cookies_necessary_not = /** @type {(inputs: Legal_Cookies_Necessary_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不`)
};

export const legal_cookies_necessary_p1 = /** @type {(inputs: Legal_Cookies_Necessary_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我們使用的每個 Cookie 和儲存項目，都是提供您所要求的服務所絕對必要的：登入、保護您的帳戶安全及記住您的顯示偏好。我們${i?.not}使用分析、廣告、社交媒體或其他追蹤 Cookie，不會為您的瀏覽行為建立檔案，亦不容許第三方透過 Neighbourly 設定 Cookie。因此，我們不會顯示 Cookie 同意橫幅。`)
};

export const legal_cookies_necessary_p2 = /** @type {(inputs: Legal_Cookies_Necessary_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`註冊頁面上我們預設的驗證碼無需 Cookie 即可運作。如透過外部身分提供者登入，該提供者可能會在其本身的網站上設定其本身的 Cookie。`)
};

export const legal_cookies_one_year = /** @type {(inputs: Legal_Cookies_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一年`)
};

export const legal_cookies_reload_duration = /** @type {(inputs: Legal_Cookies_Reload_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直至您關閉分頁`)
};

export const legal_cookies_reload_purpose = /** @type {(inputs: Legal_Cookies_Reload_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記錄頁面上一次自動重新載入的時間（為取得 Neighbourly 的新版本，或在您的工作階段到期後），以免頁面不斷循環重新載入。`)
};

export const legal_cookies_session_duration = /** @type {(inputs: Legal_Cookies_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直至您登出或工作階段到期`)
};

export const legal_cookies_session_purpose = /** @type {(inputs: Legal_Cookies_Session_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保持您的登入狀態。其中存有一個隨機的工作階段識別碼，網頁指令碼無法讀取。`)
};

export const legal_cookies_table_label = /** @type {(inputs: Legal_Cookies_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly 使用的 Cookie 和瀏覽器儲存空間`)
};

export const legal_cookies_theme_duration = /** @type {(inputs: Legal_Cookies_Theme_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直至您清除瀏覽器資料`)
};

export const legal_cookies_theme_purpose = /** @type {(inputs: Legal_Cookies_Theme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的主題偏好：淺色、深色或跟隨系統，以及該設定是否由您自行更改。主題程式庫亦可能儲存要使用的淺色及深色配色。`)
};

export const legal_cookies_title = /** @type {(inputs: Legal_Cookies_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie 政策`)
};

export const legal_cookies_what_heading = /** @type {(inputs: Legal_Cookies_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`什麼是 Cookie 和瀏覽器儲存空間`)
};

export const legal_cookies_what_p1 = /** @type {(inputs: Legal_Cookies_What_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie 是網站要求您的瀏覽器保存、並在您日後瀏覽時傳回的小段文字。本機儲存空間和工作階段儲存空間是瀏覽器中類似的位置，網站可在其中保存少量設定。Neighbourly 這三種方式都會使用，且只用於本服務運作所需的用途。`)
};

export const legal_cookies_xsrf_duration = /** @type {(inputs: Legal_Cookies_Xsrf_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`工作階段期間`)
};

export const legal_cookies_xsrf_purpose = /** @type {(inputs: Legal_Cookies_Xsrf_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保護您的帳戶免受跨網站請求偽造（CSRF）攻擊：您作出的每項變更都必須附有此權杖。`)
};

export const legal_fact_city = /** @type {(inputs: Legal_Fact_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加拿大卑詩省溫哥華`)
};

export const legal_fact_governing_law = /** @type {(inputs: Legal_Fact_Governing_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`卑詩省法律及在該省適用的加拿大聯邦法律`)
};

export const legal_free_groups = /** @type {(inputs: Legal_Free_GroupsInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 個群組`)
};

export const legal_free_groups_free = /** @type {(inputs: Legal_Free_Groups_FreeInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 個免費群組`)
};

export const legal_help_document_title = /** @type {(inputs: Legal_Help_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`說明`)
};

export const legal_help_home = /** @type {(inputs: Legal_Help_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回首頁`)
};

export const legal_help_intro = /** @type {(inputs: Legal_Help_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`對 Neighbourly 有疑問、帳戶遇到問題，或希望擁有超過 ${i?.freeGroups}？請寫信給我們，我們會盡快回覆您。`)
};

export const legal_help_loading = /** @type {(inputs: Legal_Help_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入協助電子郵件地址`)
};

export const legal_help_title = /** @type {(inputs: Legal_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要協助？`)
};

export const legal_help_unavailable = /** @type {(inputs: Legal_Help_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們的聯絡地址目前無法使用，請稍後再試。`)
};

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最後更新：${i?.date}`)
};

export const legal_link_cookies = /** @type {(inputs: Legal_Link_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie 政策`)
};

export const legal_link_help = /** @type {(inputs: Legal_Link_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`說明頁面`)
};

export const legal_link_privacy = /** @type {(inputs: Legal_Link_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隱私政策`)
};

export const legal_privacy_age_heading = /** @type {(inputs: Legal_Privacy_Age_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只限成年人`)
};

export const legal_privacy_age_p1 = /** @type {(inputs: Legal_Privacy_Age_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 只供年滿 ${i?.age} 歲的人士使用。我們不會在知情的情況下收集未滿此年齡人士的資料。如您認為有未成年人擁有帳戶，請通知我們，我們會將其關閉。`)
};

export const legal_privacy_changes_heading = /** @type {(inputs: Legal_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本政策的修訂`)
};

export const legal_privacy_changes_p1 = /** @type {(inputs: Legal_Privacy_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`如我們修訂本政策，會在此處發佈註明新日期的新版本，並在重大修訂生效前在網站上通知您。《${i?.cookiesLink}》說明了我們使用的 Cookie 和瀏覽器儲存空間。`)
};

export const legal_privacy_collect_account = /** @type {(inputs: Legal_Privacy_Collect_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的用戶名稱、顯示名稱和密碼。密碼只會以加鹽的單向雜湊值形式儲存；Neighbourly 的任何人都無法讀取。`)
};

export const legal_privacy_collect_account_label = /** @type {(inputs: Legal_Privacy_Collect_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帳戶資料：`)
};

export const legal_privacy_collect_activity = /** @type {(inputs: Legal_Privacy_Collect_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您建立或加入的群組、入會申請、您主辦或出席的活動、留言，以及在私人訊息功能開放時的私人訊息。`)
};

export const legal_privacy_collect_activity_label = /** @type {(inputs: Legal_Privacy_Collect_Activity_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在 Neighbourly 上的使用紀錄：`)
};

export const legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們收集的資料`)
};

export const legal_privacy_collect_p1 = /** @type {(inputs: Legal_Privacy_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們只收集 Neighbourly 運作所需的資料：`)
};

export const legal_privacy_collect_p2 = /** @type {(inputs: Legal_Privacy_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們不會要求您提供電子郵件地址、電話號碼、出生日期或精確位置，亦不使用廣告或分析追蹤工具。`)
};

export const legal_privacy_collect_profile = /** @type {(inputs: Legal_Privacy_Collect_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`頭像圖片和您的所在地（城市、省或州，以及國家）。新帳戶的所在地預設為加拿大卑詩省溫哥華。`)
};

export const legal_privacy_collect_profile_label = /** @type {(inputs: Legal_Privacy_Collect_Profile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您選擇加入的個人檔案資料：`)
};

export const legal_privacy_collect_technical = /** @type {(inputs: Legal_Privacy_Collect_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的工作階段 Cookie、IP 位址，以及我們伺服器記錄中的基本請求資料。我們使用這些資料來保持您的登入狀態、防止濫用（例如反覆嘗試登入）及修正問題。`)
};

export const legal_privacy_collect_technical_label = /** @type {(inputs: Legal_Privacy_Collect_Technical_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技術資料：`)
};

export const legal_privacy_contact_heading = /** @type {(inputs: Legal_Privacy_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聯絡我們`)
};

export const legal_privacy_contact_p1 = /** @type {(inputs: Legal_Privacy_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`對您的隱私有疑問或要求？請透過${i?.helpLink}與我們聯絡。`)
};

export const legal_privacy_fediverse_heading = /** @type {(inputs: Legal_Privacy_Fediverse_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聯邦宇宙`)
};

export const legal_privacy_fediverse_p1 = /** @type {(inputs: Legal_Privacy_Fediverse_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開群組可以在聯邦宇宙中被追蹤。聯邦宇宙是由 Mastodon、Mobilizon、Gancio 等獨立伺服器組成的網路。當那裡的使用者追蹤一個公開群組時，其伺服器會收到群組的名稱、簡介、封面和帳號名稱，以及群組的公開活動在建立、修改或取消時的資訊：名稱、簡介、時間、地點、封面、標籤和剩餘名額。這些伺服器由他人依其自身政策營運，可能會保留副本。私人群組及其活動、成員、參加者、訊息和你的個人檔案絕不會被傳送。`)
};

export const legal_privacy_fediverse_p2 = /** @type {(inputs: Legal_Privacy_Fediverse_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`來自聯邦宇宙、回覆公開活動的內容會顯示為留言，並附上作者的帳號名稱和其個人頁面連結；群組擁有者和活動主辦人可以刪除這些留言，管理員可以封鎖整個伺服器。公開群組的擁有者能看到哪些聯邦宇宙帳號追蹤了該群組，並可以移除其中任何一個。`)
};

export const legal_privacy_intro = /** @type {(inputs: Legal_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 協助${i?.city}的鄰居透過本地群組和活動相識。本政策說明我們收集哪些個人資料、收集的原因、誰可以看到這些資料，以及您有哪些選擇。Neighbourly 在加拿大營運，只供年滿 ${i?.age} 歲的成年人使用，並受卑詩省及加拿大法律管轄。`)
};

export const legal_privacy_retention_heading = /** @type {(inputs: Legal_Privacy_Retention_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保留期限`)
};

export const legal_privacy_retention_p1 = /** @type {(inputs: Legal_Privacy_Retention_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在您的帳戶存續期間，我們會保留您的資料。當您刪除帳戶時，您的個人檔案、成員身分、活動出席回覆、留言和訊息都會被刪除；您擁有的群組會轉交給另一位成員或被刪除，您主辦的活動會轉交給群組擁有者。為安全起見，伺服器記錄會保留一段短時間，其後刪除。備份會按輪替時間表被覆寫。`)
};

export const legal_privacy_rights_heading = /** @type {(inputs: Legal_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的權利`)
};

export const legal_privacy_rights_p1 = /** @type {(inputs: Legal_Privacy_Rights_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`根據加拿大的隱私法律，包括《個人資料保護及電子文件法》（PIPEDA）和卑詩省《個人資料保護法》，您可以要求查閱我們所持有關於您的個人資料、要求我們更正，以及透過關閉帳戶撤回您的同意。您可以自行在「設定」中編輯個人檔案和刪除帳戶；如有其他需要，請透過${i?.helpLink}與我們聯絡。您亦可向加拿大隱私專員辦公室或卑詩省資訊及隱私專員辦公室投訴。`)
};

export const legal_privacy_security_heading = /** @type {(inputs: Legal_Privacy_Security_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`安全`)
};

export const legal_privacy_security_p1 = /** @type {(inputs: Legal_Privacy_Security_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們透過加密連線、經雜湊處理的密碼、HttpOnly 工作階段 Cookie、跨網站請求偽造防護及登入頻率限制來保護您的資料。沒有任何系統是絕對安全的，因此請使用一個未在其他地方使用的高強度密碼。`)
};

export const legal_privacy_sharing_heading = /** @type {(inputs: Legal_Privacy_Sharing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`資料分享`)
};

export const legal_privacy_sharing_item1 = /** @type {(inputs: Legal_Privacy_Sharing_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`與代表我們託管及營運 Neighbourly 的服務供應商分享，而相關合約要求其保護這些資料，並只可按照我們的指示使用；`)
};

export const legal_privacy_sharing_item2 = /** @type {(inputs: Legal_Privacy_Sharing_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在法律要求時，或為保護他人安全時；`)
};

export const legal_privacy_sharing_item3 = /** @type {(inputs: Legal_Privacy_Sharing_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如 Neighbourly 進行重組或被出售，與新擁有者分享，而新擁有者必須遵守本政策。`)
};

export const legal_privacy_sharing_p1 = /** @type {(inputs: Legal_Privacy_Sharing_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們不會出售或出租您的個人資料，亦不會與廣告商分享。我們只會在以下情況分享：`)
};

export const legal_privacy_third_parties_heading = /** @type {(inputs: Legal_Privacy_Third_Parties_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入服務提供者及驗證碼`)
};

export const legal_privacy_third_parties_p1 = /** @type {(inputs: Legal_Privacy_Third_Parties_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如您透過外部身分提供者登入，該提供者會向我們提供一個代表您的固定識別碼，以及您的姓名（如有）。該提供者如何處理您的資料，受其本身的隱私政策規管。`)
};

export const legal_privacy_third_parties_p2 = /** @type {(inputs: Legal_Privacy_Third_Parties_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`註冊受驗證碼保護。我們預設的驗證碼是一種工作量證明檢查，在您的瀏覽器和我們自己的伺服器上執行；它不會設定任何 Cookie，亦不會向第三方傳送任何內容。如某個部署改用 Google reCAPTCHA，Google 會根據其隱私政策，處理分辨真人與機器人所需的資料。`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隱私政策`)
};

export const legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們如何使用這些資料`)
};

export const legal_privacy_use_item1 = /** @type {(inputs: Legal_Privacy_Use_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立並保護您的帳戶，以及保持您的登入狀態；`)
};

export const legal_privacy_use_item2 = /** @type {(inputs: Legal_Privacy_Use_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`向您顯示您附近的群組和活動，並讓您參與其中；`)
};

export const legal_privacy_use_item3 = /** @type {(inputs: Legal_Privacy_Use_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讓群組擁有者和活動主辦人管理其成員和出席者；`)
};

export const legal_privacy_use_item4 = /** @type {(inputs: Legal_Privacy_Use_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保護社區免受垃圾訊息、詐騙和濫用的侵害；`)
};

export const legal_privacy_use_item5 = /** @type {(inputs: Legal_Privacy_Use_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在您向我們尋求協助時回覆您；`)
};

export const legal_privacy_use_item6 = /** @type {(inputs: Legal_Privacy_Use_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`履行我們的法律責任。`)
};

export const legal_privacy_visible_heading = /** @type {(inputs: Legal_Privacy_Visible_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他人可以看到的資料`)
};

export const legal_privacy_visible_p1 = /** @type {(inputs: Legal_Privacy_Visible_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的顯示名稱、頭像、用戶名稱（會出現在您的個人檔案連結中）、所在地和加入日期，都會顯示在您的個人檔案上。群組成員可以看到同一群組還有哪些人，已登入的用戶可以看到其有權查看的活動的出席者和留言。私人群組及其活動的詳情只會向其成員顯示。`)
};

export const legal_privacy_visible_p2 = /** @type {(inputs: Legal_Privacy_Visible_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`發佈前請三思：您在公開群組中分享的任何內容，訪客都能看到。`)
};

export const legal_terms_account_heading = /** @type {(inputs: Legal_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的帳戶`)
};

export const legal_terms_account_p1 = /** @type {(inputs: Legal_Terms_Account_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您可以使用用戶名稱和密碼註冊；如有提供外部身分提供者，亦可透過其註冊。請妥善保管您的密碼，切勿告知他人，並選用一個未在其他地方使用的密碼。您須對您帳戶下發生的一切負責；如您認為有他人使用過您的帳戶，請立即透過${i?.helpLink}通知我們。`)
};

export const legal_terms_account_p2 = /** @type {(inputs: Legal_Terms_Account_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的用戶名稱會顯示在連往您個人檔案的連結中，且無法更改。您的顯示名稱、頭像和所在地應當真實，不得冒充任何人。`)
};

export const legal_terms_agreement_heading = /** @type {(inputs: Legal_Terms_Agreement_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`關於本條款`)
};

export const legal_terms_agreement_p1 = /** @type {(inputs: Legal_Terms_Agreement_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本《服務條款》是您與 Neighbourly 之間的協議。Neighbourly 是為${i?.city}而設的社區群組及活動服務。每當您瀏覽本網站、建立帳戶、加入或營運群組、主辦或出席活動，或在 Neighbourly 上發佈任何內容時，本條款均適用。`)
};

export const legal_terms_agreement_p2 = /** @type {(inputs: Legal_Terms_Agreement_P2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`建立帳戶或使用 Neighbourly，即表示您接受本條款、我們的《${i?.privacyLink}》及《${i?.cookiesLink}》。如您不同意，請勿使用本服務。`)
};

export const legal_terms_changes_heading = /** @type {(inputs: Legal_Terms_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本條款的修訂`)
};

export const legal_terms_changes_p1 = /** @type {(inputs: Legal_Terms_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`隨著 Neighbourly 的發展，我們可能會更新本條款。作出修訂時，我們會在網站上發出通知；如屬重大修訂，亦會向您的帳戶傳送訊息。修訂於我們發出通知 ${i?.days} 天後生效。如您在此之後繼續使用 Neighbourly，即表示您接受更新後的條款；如您不同意，可在修訂生效前關閉您的帳戶。`)
};

export const legal_terms_contact_heading = /** @type {(inputs: Legal_Terms_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聯絡我們`)
};

export const legal_terms_contact_p1 = /** @type {(inputs: Legal_Terms_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`對本條款有疑問？請透過${i?.helpLink}與我們聯絡。`)
};

export const legal_terms_content_heading = /** @type {(inputs: Legal_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您發佈的內容`)
};

export const legal_terms_content_p1 = /** @type {(inputs: Legal_Terms_Content_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您發佈的文字和圖片（例如群組簡介、活動詳情、留言、訊息、封面圖片和頭像）的擁有權仍屬於您。您授予 Neighbourly 一項非獨家、免版稅的授權，讓其可在本服務內儲存、顯示和分享這些內容，使服務按預期運作，例如向您群組的成員展示您的活動。當您刪除相關內容或您的帳戶時，該授權即告終止，但其他用戶已透過訊息收到的副本除外。`)
};

export const legal_terms_content_p2 = /** @type {(inputs: Legal_Terms_Content_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請只發佈您有權分享的內容。對於違反本條款或法律的內容，我們可予以移除。`)
};

export const legal_terms_disclaimer_heading = /** @type {(inputs: Legal_Terms_Disclaimer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免責聲明`)
};

export const legal_terms_disclaimer_p1 = /** @type {(inputs: Legal_Terms_Disclaimer_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly 按「現狀」及「現有」基礎提供。在法律容許的範圍內，我們不保證本服務不會中斷或沒有錯誤，亦不保證用戶發佈的群組、活動和內容準確、安全或適合您。本條款的任何內容，均不限制您根據消費者保護法律享有且不可排除的任何權利。`)
};

export const legal_terms_eligibility_heading = /** @type {(inputs: Legal_Terms_Eligibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`誰可以使用 Neighbourly`)
};

export const legal_terms_eligibility_p1 = /** @type {(inputs: Legal_Terms_Eligibility_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 只供成年人使用。您必須年滿 ${i?.age} 歲，方可建立帳戶、加入群組或出席透過本服務籌辦的活動。註冊即表示您確認自己已年滿 ${i?.age} 歲。`)
};

export const legal_terms_eligibility_p2 = /** @type {(inputs: Legal_Terms_Eligibility_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每個帳戶只屬於一個人。您不得為他人建立帳戶、與他人共用帳戶，或在我們因您違反本條款而關閉您的某個帳戶後另開新帳戶。`)
};

export const legal_terms_ending_heading = /** @type {(inputs: Legal_Terms_Ending_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`關閉您的帳戶`)
};

export const legal_terms_ending_p1 = /** @type {(inputs: Legal_Terms_Ending_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您可以隨時在「設定」中刪除您的帳戶。刪除後，您的成員身分、活動出席回覆、留言和訊息都會被移除。您擁有的群組會轉交給該群組的一位主辦人；如沒有主辦人，則轉交給一位成員；已沒有任何人的群組將被刪除。`)
};

export const legal_terms_ending_p2 = /** @type {(inputs: Legal_Terms_Ending_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`對於違反本條款、令他人面臨風險或令 Neighbourly 承擔法律責任的帳戶，我們可以暫停或關閉。在安全及合法的情況下，我們會告知您原因。`)
};

export const legal_terms_groups_heading = /** @type {(inputs: Legal_Terms_Groups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組與活動`)
};

export const legal_terms_groups_item1 = /** @type {(inputs: Legal_Terms_Groups_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準確描述其活動，包括地點、時間及任何限制；`)
};

export const legal_terms_groups_item2 = /** @type {(inputs: Legal_Terms_Groups_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公平處理入會申請和出席安排；`)
};

export const legal_terms_groups_item3 = /** @type {(inputs: Legal_Terms_Groups_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`遵守法律，包括適用於其活動的任何許可證或場地規定。`)
};

export const legal_terms_groups_p1 = /** @type {(inputs: Legal_Terms_Groups_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每位用戶可免費建立 ${i?.freeGroups}，作非商業用途，例如讀書會、跑步隊或社區清潔活動。以營利為目的、用於銷售商品或服務或用於推廣業務的群組，不屬免費額度的範圍。如您想建立更多群組，或想為某個機構營運群組，請透過${i?.helpLink}與我們聯絡。`)
};

export const legal_terms_groups_p2 = /** @type {(inputs: Legal_Terms_Groups_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組擁有者和活動主辦人須對其營運的群組和活動負責。他們應當：`)
};

export const legal_terms_groups_p3 = /** @type {(inputs: Legal_Terms_Groups_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動在現實世界中舉行，而不是在 Neighbourly 上。我們不會籌辦、監督或審查活動、主辦人或出席者。請運用常識：在公眾場所見面，告訴朋友您的去向，如感到不安全請離開。`)
};

export const legal_terms_intro = /** @type {(inputs: Legal_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`歡迎使用 Neighbourly。請仔細閱讀本條款：條款說明了您可以對我們有何期望，以及我們對您有何要求。簡而言之，Neighbourly 只供年滿 ${i?.age} 歲的成年人使用，每位用戶可免費營運 ${i?.freeGroups}（限非商業用途），並適用加拿大法律。`)
};

export const legal_terms_law_heading = /** @type {(inputs: Legal_Terms_Law_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`適用法律`)
};

export const legal_terms_law_p1 = /** @type {(inputs: Legal_Terms_Law_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本條款受${i?.law}管轄，爭議由加拿大卑詩省法院專屬管轄，除非您居住地的法律賦予您在其他地方提出申索的權利。`)
};

export const legal_terms_liability_heading = /** @type {(inputs: Legal_Terms_Liability_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`責任限制`)
};

export const legal_terms_liability_p1 = /** @type {(inputs: Legal_Terms_Liability_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在法律容許的最大範圍內，對於因您使用本服務或參與任何群組或活動而引致的間接、附帶、特殊或相應而生的損失，或資料、利潤或商譽的損失，Neighbourly 概不負責。`)
};

export const legal_terms_liability_p2 = /** @type {(inputs: Legal_Terms_Liability_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`就任何與本服務有關的申索，我們對您承擔的全部責任，以引起該申索的事件發生前六個月內您就 Neighbourly 向我們支付的款項為限。如您免費使用 Neighbourly，該款項為零。`)
};

export const legal_terms_rules_heading = /** @type {(inputs: Legal_Terms_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`社區守則`)
};

export const legal_terms_rules_item1 = /** @type {(inputs: Legal_Terms_Rules_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`騷擾、威脅、欺凌或歧視任何人；`)
};

export const legal_terms_rules_item2 = /** @type {(inputs: Legal_Terms_Rules_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`發佈仇恨、露骨色情、暴力或違法的內容；`)
};

export const legal_terms_rules_item3 = /** @type {(inputs: Legal_Terms_Rules_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`發送垃圾訊息、連鎖訊息或未經要求的廣告；`)
};

export const legal_terms_rules_item4 = /** @type {(inputs: Legal_Terms_Rules_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未經其他用戶同意而收集其個人資料；`)
};

export const legal_terms_rules_item5 = /** @type {(inputs: Legal_Terms_Rules_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`干擾本服務、規避其限制或安全措施，或使用自動化工具存取本服務（搜尋引擎對公開頁面的一般索引除外）；`)
};

export const legal_terms_rules_item6 = /** @type {(inputs: Legal_Terms_Rules_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`將 Neighbourly 用於任何非法目的。`)
};

export const legal_terms_rules_p1 = /** @type {(inputs: Legal_Terms_Rules_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`鄰里之間以禮相待，Neighbourly 才能順利運作。您同意不會：`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服務條款`)
};

export const mail_activity_joined = /** @type {(inputs: Mail_Activity_JoinedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人會出席`)
};

export const mail_activity_joined_first = /** @type {(inputs: Mail_Activity_Joined_FirstInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人會出席 ${i?.event}`)
};

export const mail_activity_left = /** @type {(inputs: Mail_Activity_LeftInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人退出`)
};

export const mail_activity_left_first = /** @type {(inputs: Mail_Activity_Left_FirstInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人退出了 ${i?.event}`)
};

export const mail_activity_sentence = /** @type {(inputs: Mail_Activity_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phrases}。`)
};

export const mail_activity_separator = /** @type {(inputs: Mail_Activity_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`；`)
};

export const mail_activity_waitlisted = /** @type {(inputs: Mail_Activity_WaitlistedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人加入候補名單`)
};

export const mail_activity_waitlisted_first = /** @type {(inputs: Mail_Activity_Waitlisted_FirstInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人加入了 ${i?.event} 的候補名單`)
};

export const mail_asks_to_join = /** @type {(inputs: Mail_Asks_To_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 申請加入 ${i?.group}。`)
};

export const mail_cancelled = /** @type {(inputs: Mail_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）已取消。`)
};

export const mail_changed_place = /** @type {(inputs: Mail_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} 有變更：地點改為 ${i?.place}（原為 ${i?.placeBefore}）。`)
};

export const mail_changed_time = /** @type {(inputs: Mail_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} 有變更：時間改為 ${i?.when}（原為 ${i?.whenBefore}）。`)
};

export const mail_changed_time_and_place = /** @type {(inputs: Mail_Changed_Time_And_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} 有變更：時間改為 ${i?.when}（原為 ${i?.whenBefore}），地點改為 ${i?.place}（原為 ${i?.placeBefore}）。`)
};

export const mail_commented = /** @type {(inputs: Mail_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 在 ${i?.event} 留言：「${i?.quote}」`)
};

export const mail_digest_event_activity_subject = /** @type {(inputs: Mail_Digest_Event_Activity_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly：今天您主辦的活動動態`)
};

export const mail_digest_event_activity_title = /** @type {(inputs: Mail_Digest_Event_Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今天您主辦的活動動態`)
};

export const mail_digest_heading = /** @type {(inputs: Mail_Digest_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}：`)
};

export const mail_event_with_time = /** @type {(inputs: Mail_Event_With_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）`)
};

export const mail_full_all = /** @type {(inputs: Mail_Full_AllInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）已滿：全部 ${i?.count} 個名額均已被佔用。`)
};

export const mail_full_one = /** @type {(inputs: Mail_Full_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）已滿：唯一的名額已被佔用。`)
};

export const mail_group_given = /** @type {(inputs: Mail_Group_GivenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 已將 ${i?.group} 轉交給您：您現在是它的擁有者。`)
};

export const mail_new_event = /** @type {(inputs: Mail_New_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 有新活動：${i?.event}，${i?.when}。`)
};

export const mail_new_host = /** @type {(inputs: Mail_New_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您現在是 ${i?.event}（${i?.when}）的主辦人。`)
};

export const mail_notification_settings = /** @type {(inputs: Mail_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知設定`)
};

export const mail_now_event_host = /** @type {(inputs: Mail_Now_Event_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您現在是 ${i?.group} 的活動主辦人。`)
};

export const mail_open_in_app = /** @type {(inputs: Mail_Open_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在 Neighbourly 中開啟`)
};

export const mail_places_opened_many = /** @type {(inputs: Mail_Places_Opened_ManyInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）空出了 ${i?.count} 個名額，已分配給候補名單上的前 ${i?.count} 位。`)
};

export const mail_places_opened_one = /** @type {(inputs: Mail_Places_Opened_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）空出了一個名額，已分配給候補名單上的第一位。`)
};

export const mail_promoted = /** @type {(inputs: Mail_PromotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）有名額空出：您已可以出席。`)
};

export const mail_reason_kind = /** @type {(inputs: Mail_Reason_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您收到這封電子郵件，是因為您在通知設定中開啟了「${i?.kind}」。`)
};

export const mail_reminder = /** @type {(inputs: Mail_ReminderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`提醒：${i?.event} 將於 ${i?.when} 在 ${i?.place} 舉行。`)
};

export const mail_reminder_waitlisted = /** @type {(inputs: Mail_Reminder_WaitlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您在候補名單上（第 ${i?.position} 位）。`)
};

export const mail_report_closed_action = /** @type {(inputs: Mail_Report_Closed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們已審核您的舉報並採取了相應措施。`)
};

export const mail_report_closed_no_action = /** @type {(inputs: Mail_Report_Closed_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們已審核您的舉報，沒有發現違規情況。`)
};

export const mail_request_approved = /** @type {(inputs: Mail_Request_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您現在是 ${i?.group} 的成員了。`)
};

export const mail_request_declined = /** @type {(inputs: Mail_Request_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您加入 ${i?.group} 的申請已被拒絕。`)
};

export const mail_subject = /** @type {(inputs: Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly：${i?.text}`)
};

export const mail_text_link = /** @type {(inputs: Mail_Text_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：${i?.url}`)
};

export const mail_unread_messages = /** @type {(inputs: Mail_Unread_MessagesInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.name} 傳送了 ${i?.count} 則訊息給您，您尚未閱讀。`)
};

export const mail_unsubscribe = /** @type {(inputs: Mail_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消訂閱`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認此地址`)
};

export const mail_verify_open_link = /** @type {(inputs: Mail_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如要確認，請開啟下方連結。連結在 24 小時內有效。`)
};

export const mail_verify_reason = /** @type {(inputs: Mail_Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`除非此地址獲得確認，否則 Neighbourly 不會再向其傳送任何郵件。`)
};

export const mail_verify_someone_asked = /** @type {(inputs: Mail_Verify_Someone_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人申請將此地址用於 Neighbourly 帳戶；如果不是您本人，請忽略此郵件。`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly：請確認您的電子郵件地址`)
};

export const messaging_back_to_conversations = /** @type {(inputs: Messaging_Back_To_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回對話列表`)
};

export const messaging_block = /** @type {(inputs: Messaging_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封鎖`)
};

export const messaging_block_explains = /** @type {(inputs: Messaging_Block_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`雙方都將無法傳送訊息給對方。對方不會收到通知。您可以在「設定」中解除封鎖。`)
};

export const messaging_block_failed = /** @type {(inputs: Messaging_Block_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`無法封鎖 ${i?.name}，請再試一次。`)
};

export const messaging_block_title = /** @type {(inputs: Messaging_Block_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`封鎖 ${i?.name}？`)
};

export const messaging_blocked = /** @type {(inputs: Messaging_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您已封鎖 ${i?.name}。`)
};

export const messaging_blocked_notice = /** @type {(inputs: Messaging_Blocked_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您已封鎖 ${i?.name}：雙方都無法再傳送訊息給對方。${i?.link}。`)
};

export const messaging_blocked_notice_link = /** @type {(inputs: Messaging_Blocked_Notice_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在「設定」中解除封鎖`)
};

export const messaging_blocked_people = /** @type {(inputs: Messaging_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已封鎖的人`)
};

export const messaging_blocked_people_description = /** @type {(inputs: Messaging_Blocked_People_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您和對方都無法傳送訊息給彼此。解除封鎖後即可再次傳送訊息。`)
};

export const messaging_blocked_people_load_failed = /** @type {(inputs: Messaging_Blocked_People_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入已封鎖的人。`)
};

export const messaging_conversation_options = /** @type {(inputs: Messaging_Conversation_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`對話選項`)
};

export const messaging_conversations = /** @type {(inputs: Messaging_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`對話`)
};

export const messaging_conversations_load_failed = /** @type {(inputs: Messaging_Conversations_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入對話。`)
};

export const messaging_document_title_with = /** @type {(inputs: Messaging_Document_Title_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · 訊息`)
};

export const messaging_loading_blocked_people = /** @type {(inputs: Messaging_Loading_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入已封鎖的人`)
};

export const messaging_loading_conversations = /** @type {(inputs: Messaging_Loading_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入對話`)
};

export const messaging_loading_messages = /** @type {(inputs: Messaging_Loading_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入訊息`)
};

export const messaging_message_label = /** @type {(inputs: Messaging_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`訊息`)
};

export const messaging_message_options = /** @type {(inputs: Messaging_Message_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`訊息選項`)
};

export const messaging_messages_load_failed = /** @type {(inputs: Messaging_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入訊息。`)
};

export const messaging_messages_with = /** @type {(inputs: Messaging_Messages_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`與 ${i?.name} 的訊息`)
};

export const messaging_no_blocked_people = /** @type {(inputs: Messaging_No_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您沒有封鎖任何人。`)
};

export const messaging_no_conversations = /** @type {(inputs: Messaging_No_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您還沒有進行中的對話。`)
};

export const messaging_no_messages = /** @type {(inputs: Messaging_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您還沒有任何訊息。`)
};

export const messaging_opening_conversation = /** @type {(inputs: Messaging_Opening_ConversationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在開啟對話`)
};

export const messaging_report_person = /** @type {(inputs: Messaging_Report_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`舉報 ${i?.name}`)
};

export const messaging_send = /** @type {(inputs: Messaging_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`傳送`)
};

export const messaging_send_failed = /** @type {(inputs: Messaging_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法傳送您的訊息，請再試一次。`)
};

export const messaging_sender = /** @type {(inputs: Messaging_SenderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}：`)
};

export const messaging_show_older = /** @type {(inputs: Messaging_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示較早的訊息`)
};

export const messaging_start_failed = /** @type {(inputs: Messaging_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法開始對話，請再試一次。`)
};

export const messaging_title = /** @type {(inputs: Messaging_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`訊息`)
};

export const messaging_unblock = /** @type {(inputs: Messaging_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除封鎖`)
};

export const messaging_unblock_failed = /** @type {(inputs: Messaging_Unblock_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`無法解除封鎖 ${i?.name}，請再試一次。`)
};

export const messaging_unblock_person = /** @type {(inputs: Messaging_Unblock_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`解除封鎖 ${i?.name}`)
};

export const messaging_unblocked = /** @type {(inputs: Messaging_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您已解除封鎖 ${i?.name}。`)
};

export const messaging_unread = /** @type {(inputs: Messaging_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`則未讀`)
};

export const messaging_write_message = /** @type {(inputs: Messaging_Write_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撰寫訊息`)
};

export const messaging_you = /** @type {(inputs: Messaging_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您`)
};

export const moderation_action_failed = /** @type {(inputs: Moderation_Action_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法執行此操作，請再試一次。`)
};

export const moderation_as_reported = /** @type {(inputs: Moderation_As_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`被舉報時的內容`)
};

export const moderation_cancel = /** @type {(inputs: Moderation_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const moderation_changed_since = /** @type {(inputs: Moderation_Changed_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`之後有變更。目前：`)
};

export const moderation_close = /** @type {(inputs: Moderation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`關閉`)
};

export const moderation_closed_by = /** @type {(inputs: Moderation_Closed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}，處理人 ${i?.actor}，${i?.date}`)
};

export const moderation_closed_reports = /** @type {(inputs: Moderation_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已結案的舉報`)
};

export const moderation_command_line = /** @type {(inputs: Moderation_Command_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`命令列`)
};

export const moderation_deleted_since = /** @type {(inputs: Moderation_Deleted_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`之後已刪除。`)
};

export const moderation_dismiss = /** @type {(inputs: Moderation_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`駁回`)
};

export const moderation_dismiss_done = /** @type {(inputs: Moderation_Dismiss_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`舉報已駁回。`)
};

export const moderation_dismiss_explains = /** @type {(inputs: Moderation_Dismiss_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這些舉報將會結案，不採取任何行動。我們會告知每位舉報人未發現違規。`)
};

export const moderation_dismiss_held_explains = /** @type {(inputs: Moderation_Dismiss_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這些舉報將會結案，不採取任何行動，而它會維持待審核：其他人都看不到。如要發布，請改選「恢復」。`)
};

export const moderation_dismiss_title = /** @type {(inputs: Moderation_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要駁回這些舉報嗎？`)
};

export const moderation_fediverse_account_hint = /** @type {(inputs: Moderation_Fediverse_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其個人檔案的網址，例如 https://spam.example/users/someone`)
};

export const moderation_fediverse_account_label = /** @type {(inputs: Moderation_Fediverse_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帳號網址`)
};

export const moderation_fediverse_add = /** @type {(inputs: Moderation_Fediverse_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封鎖伺服器或帳號`)
};

export const moderation_fediverse_already = /** @type {(inputs: Moderation_Fediverse_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已經封鎖過了。`)
};

export const moderation_fediverse_bad_account = /** @type {(inputs: Moderation_Fediverse_Bad_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請輸入帳號網址，以 https:// 開頭。`)
};

export const moderation_fediverse_bad_server = /** @type {(inputs: Moderation_Fediverse_Bad_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請只輸入伺服器的主機名稱，例如 mastodon.example。`)
};

export const moderation_fediverse_block = /** @type {(inputs: Moderation_Fediverse_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封鎖`)
};

export const moderation_fediverse_block_done = /** @type {(inputs: Moderation_Fediverse_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已封鎖。它對群組的追蹤已移除。`)
};

export const moderation_fediverse_block_failed = /** @type {(inputs: Moderation_Fediverse_Block_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封鎖失敗，請再試一次。`)
};

export const moderation_fediverse_blocked_by = /** @type {(inputs: Moderation_Fediverse_Blocked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`由 ${i?.actor} 封鎖，${i?.date}`)
};

export const moderation_fediverse_empty = /** @type {(inputs: Moderation_Fediverse_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有被封鎖的伺服器或帳號。`)
};

export const moderation_fediverse_explains = /** @type {(inputs: Moderation_Fediverse_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`被封鎖的伺服器或帳號發來的任何內容都不會進入 Neighbourly，它對群組的追蹤也會被移除。`)
};

export const moderation_fediverse_kind = /** @type {(inputs: Moderation_Fediverse_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封鎖對象`)
};

export const moderation_fediverse_kind_account = /** @type {(inputs: Moderation_Fediverse_Kind_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帳號`)
};

export const moderation_fediverse_kind_server = /** @type {(inputs: Moderation_Fediverse_Kind_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`伺服器`)
};

export const moderation_fediverse_lift = /** @type {(inputs: Moderation_Fediverse_LiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除`)
};

export const moderation_fediverse_lift_explains = /** @type {(inputs: Moderation_Fediverse_Lift_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它將可以再次連到 Neighbourly。封鎖時移除的追蹤不會恢復：其使用者可以重新追蹤群組。`)
};

export const moderation_fediverse_lift_failed = /** @type {(inputs: Moderation_Fediverse_Lift_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法解除封鎖，請再試一次。`)
};

export const moderation_fediverse_lift_title = /** @type {(inputs: Moderation_Fediverse_Lift_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除這項封鎖？`)
};

export const moderation_fediverse_lifted = /** @type {(inputs: Moderation_Fediverse_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已解除封鎖。`)
};

export const moderation_fediverse_load_failed = /** @type {(inputs: Moderation_Fediverse_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入封鎖清單。`)
};

export const moderation_fediverse_loading = /** @type {(inputs: Moderation_Fediverse_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入封鎖清單…`)
};

export const moderation_fediverse_reason_hint = /** @type {(inputs: Moderation_Fediverse_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`僅版主可見。`)
};

export const moderation_fediverse_reason_label = /** @type {(inputs: Moderation_Fediverse_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因（選填）`)
};

export const moderation_fediverse_server_hint = /** @type {(inputs: Moderation_Fediverse_Server_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如 spam.example`)
};

export const moderation_fediverse_server_label = /** @type {(inputs: Moderation_Fediverse_Server_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`伺服器主機名稱`)
};

export const moderation_fediverse_title = /** @type {(inputs: Moderation_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已封鎖的伺服器和帳號`)
};

export const moderation_first_reported = /** @type {(inputs: Moderation_First_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`首次舉報於 ${i?.date}`)
};

export const moderation_forbidden = /** @type {(inputs: Moderation_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有網站審核員才能查看此頁面`)
};

export const moderation_go_home = /** @type {(inputs: Moderation_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回首頁`)
};

export const moderation_held_mine = /** @type {(inputs: Moderation_Held_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在審核員審核之前，只有您看得到。`)
};

export const moderation_held_theirs = /** @type {(inputs: Moderation_Held_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在審核員審核之前，只有作者和審核員看得到。`)
};

export const moderation_hidden_mine = /** @type {(inputs: Moderation_Hidden_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有您和審核員看得到。`)
};

export const moderation_hidden_theirs = /** @type {(inputs: Moderation_Hidden_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有作者和審核員看得到。`)
};

export const moderation_hide = /** @type {(inputs: Moderation_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隱藏`)
};

export const moderation_hide_comment_title = /** @type {(inputs: Moderation_Hide_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要隱藏此留言嗎？`)
};

export const moderation_hide_done = /** @type {(inputs: Moderation_Hide_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已隱藏。這些舉報已結案。`)
};

export const moderation_hide_event_title = /** @type {(inputs: Moderation_Hide_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要隱藏此活動嗎？`)
};

export const moderation_hide_explains = /** @type {(inputs: Moderation_Hide_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有作者和審核員看得到，並會標示「已被審核員隱藏」及您填寫的原因。不會刪除任何內容，之後可以恢復。我們會告知舉報人已採取行動。`)
};

export const moderation_hide_group_title = /** @type {(inputs: Moderation_Hide_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要隱藏此群組嗎？`)
};

export const moderation_hide_message_title = /** @type {(inputs: Moderation_Hide_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要隱藏此訊息嗎？`)
};

export const moderation_history = /** @type {(inputs: Moderation_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此前針對該作者的處理`)
};

export const moderation_history_entry = /** @type {(inputs: Moderation_History_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}（${i?.subject}），${i?.date}，處理人 ${i?.actor}`)
};

export const moderation_history_entry_reason = /** @type {(inputs: Moderation_History_Entry_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}（${i?.subject}），${i?.date}，處理人 ${i?.actor}：${i?.reason}`)
};

export const moderation_load_more = /** @type {(inputs: Moderation_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`載入更多`)
};

export const moderation_loading_log = /** @type {(inputs: Moderation_Loading_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入紀錄`)
};

export const moderation_loading_reports = /** @type {(inputs: Moderation_Loading_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入舉報`)
};

export const moderation_log = /** @type {(inputs: Moderation_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審核紀錄`)
};

export const moderation_log_action = /** @type {(inputs: Moderation_Log_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`操作`)
};

export const moderation_log_block = /** @type {(inputs: Moderation_Log_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已封鎖`)
};

export const moderation_log_card_person = /** @type {(inputs: Moderation_Log_Card_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`相關用戶：${i?.login}`)
};

export const moderation_log_card_title = /** @type {(inputs: Moderation_Log_Card_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}：${i?.subject}`)
};

export const moderation_log_card_when = /** @type {(inputs: Moderation_Log_Card_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} · 處理人 ${i?.actor}`)
};

export const moderation_log_change = /** @type {(inputs: Moderation_Log_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}：${i?.from} → ${i?.to}`)
};

export const moderation_log_dismiss = /** @type {(inputs: Moderation_Log_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已駁回`)
};

export const moderation_log_empty = /** @type {(inputs: Moderation_Log_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`還沒有任何紀錄。`)
};

export const moderation_log_hide = /** @type {(inputs: Moderation_Log_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已隱藏`)
};

export const moderation_log_load_failed = /** @type {(inputs: Moderation_Log_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入紀錄。`)
};

export const moderation_log_none = /** @type {(inputs: Moderation_Log_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無`)
};

export const moderation_log_person_concerned = /** @type {(inputs: Moderation_Log_Person_ConcernedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`相關用戶`)
};

export const moderation_log_reason = /** @type {(inputs: Moderation_Log_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因`)
};

export const moderation_log_restore = /** @type {(inputs: Moderation_Log_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已恢復`)
};

export const moderation_log_set_allowance = /** @type {(inputs: Moderation_Log_Set_AllowanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已設定群組配額`)
};

export const moderation_log_set_role = /** @type {(inputs: Moderation_Log_Set_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已設定網站角色`)
};

export const moderation_log_subject = /** @type {(inputs: Moderation_Log_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`對象`)
};

export const moderation_log_subject_id = /** @type {(inputs: Moderation_Log_Subject_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subject} ${i?.id}`)
};

export const moderation_log_suspend = /** @type {(inputs: Moderation_Log_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已暫停帳戶`)
};

export const moderation_log_unblock = /** @type {(inputs: Moderation_Log_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已解除封鎖`)
};

export const moderation_log_unsuspend = /** @type {(inputs: Moderation_Log_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已恢復帳戶`)
};

export const moderation_log_until = /** @type {(inputs: Moderation_Log_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}，至 ${i?.date}`)
};

export const moderation_log_when = /** @type {(inputs: Moderation_Log_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`時間`)
};

export const moderation_log_who = /** @type {(inputs: Moderation_Log_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`處理人`)
};

export const moderation_no_closed_reports = /** @type {(inputs: Moderation_No_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`還沒有已結案的舉報。`)
};

export const moderation_no_history = /** @type {(inputs: Moderation_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此前沒有針對該作者的處理紀錄。`)
};

export const moderation_no_open_reports = /** @type {(inputs: Moderation_No_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有待處理的舉報。`)
};

export const moderation_noun_comment = /** @type {(inputs: Moderation_Noun_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留言`)
};

export const moderation_noun_event = /** @type {(inputs: Moderation_Noun_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動`)
};

export const moderation_noun_group = /** @type {(inputs: Moderation_Noun_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組`)
};

export const moderation_noun_message = /** @type {(inputs: Moderation_Noun_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`訊息`)
};

export const moderation_noun_person = /** @type {(inputs: Moderation_Noun_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用戶`)
};

export const moderation_noun_remote_account = /** @type {(inputs: Moderation_Noun_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聯邦宇宙帳號`)
};

export const moderation_noun_remote_server = /** @type {(inputs: Moderation_Noun_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聯邦宇宙伺服器`)
};

export const moderation_open_it = /** @type {(inputs: Moderation_Open_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開啟`)
};

export const moderation_open_reports = /** @type {(inputs: Moderation_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待處理的舉報`)
};

export const moderation_reason_harassment = /** @type {(inputs: Moderation_Reason_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`騷擾或霸凌`)
};

export const moderation_reason_hate = /** @type {(inputs: Moderation_Reason_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`仇恨言論`)
};

export const moderation_reason_impersonation = /** @type {(inputs: Moderation_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`冒充他人`)
};

export const moderation_reason_label = /** @type {(inputs: Moderation_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因（記入審核紀錄）`)
};

export const moderation_reason_line = /** @type {(inputs: Moderation_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`原因：${i?.reason}`)
};

export const moderation_reason_other = /** @type {(inputs: Moderation_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他原因`)
};

export const moderation_reason_scam = /** @type {(inputs: Moderation_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`詐騙或欺詐`)
};

export const moderation_reason_sexual = /** @type {(inputs: Moderation_Reason_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`色情內容`)
};

export const moderation_reason_spam = /** @type {(inputs: Moderation_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`垃圾訊息或廣告`)
};

export const moderation_reason_violence = /** @type {(inputs: Moderation_Reason_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暴力或威脅`)
};

export const moderation_report = /** @type {(inputs: Moderation_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`舉報`)
};

export const moderation_report_comment = /** @type {(inputs: Moderation_Report_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`舉報此留言`)
};

export const moderation_report_details = /** @type {(inputs: Moderation_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要讓審核員知道的情況（選填）`)
};

export const moderation_report_event = /** @type {(inputs: Moderation_Report_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`舉報此活動`)
};

export const moderation_report_failed = /** @type {(inputs: Moderation_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法送出舉報，請再試一次。`)
};

export const moderation_report_group = /** @type {(inputs: Moderation_Report_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`舉報此群組`)
};

export const moderation_report_message = /** @type {(inputs: Moderation_Report_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`舉報此訊息`)
};

export const moderation_report_person = /** @type {(inputs: Moderation_Report_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`舉報此人`)
};

export const moderation_report_send = /** @type {(inputs: Moderation_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`送出舉報`)
};

export const moderation_report_sent = /** @type {(inputs: Moderation_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`舉報已送出`)
};

export const moderation_report_thanks = /** @type {(inputs: Moderation_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`謝謝！我們的審核員會查看。`)
};

export const moderation_report_why = /** @type {(inputs: Moderation_Report_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您為什麼要舉報？`)
};

export const moderation_reported_by = /** @type {(inputs: Moderation_Reported_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`舉報人 ${i?.login}，${i?.date}`)
};

export const moderation_reports = /** @type {(inputs: Moderation_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`舉報`)
};

export const moderation_reports_count = /** @type {(inputs: Moderation_Reports_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hant", i?.count, {});
	const countText = registry.number("zh-Hant", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 則舉報`)
};

export const moderation_reports_load_failed = /** @type {(inputs: Moderation_Reports_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入舉報。`)
};

export const moderation_restore = /** @type {(inputs: Moderation_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢復`)
};

export const moderation_restore_comment_title = /** @type {(inputs: Moderation_Restore_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要恢復此留言嗎？`)
};

export const moderation_restore_done = /** @type {(inputs: Moderation_Restore_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已恢復。這些舉報已結案。`)
};

export const moderation_restore_event_title = /** @type {(inputs: Moderation_Restore_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要恢復此活動嗎？`)
};

export const moderation_restore_explains = /** @type {(inputs: Moderation_Restore_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`之前看得到的人都會再次看到。這些舉報將會結案。`)
};

export const moderation_restore_group_title = /** @type {(inputs: Moderation_Restore_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要恢復此群組嗎？`)
};

export const moderation_restore_held_explains = /** @type {(inputs: Moderation_Restore_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`將其發布：它因新帳戶含有連結而待審核，其他人都還沒看過。這些舉報將會結案。`)
};

export const moderation_restore_held_hint = /** @type {(inputs: Moderation_Restore_Held_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`將其發布`)
};

export const moderation_restore_message_title = /** @type {(inputs: Moderation_Restore_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要恢復此訊息嗎？`)
};

export const moderation_row_comment_by = /** @type {(inputs: Moderation_Row_Comment_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`留言（作者：${i?.name}）`)
};

export const moderation_row_event_by = /** @type {(inputs: Moderation_Row_Event_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`活動（作者：${i?.name}）`)
};

export const moderation_row_group_by = /** @type {(inputs: Moderation_Row_Group_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`群組（組織者：${i?.name}）`)
};

export const moderation_row_message_by = /** @type {(inputs: Moderation_Row_Message_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`訊息（作者：${i?.name}）`)
};

export const moderation_row_person = /** @type {(inputs: Moderation_Row_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`用戶：${i?.name}`)
};

export const moderation_sections = /** @type {(inputs: Moderation_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審核分頁`)
};

export const moderation_someone_else_acted = /** @type {(inputs: Moderation_Someone_Else_ActedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他人已處理這些舉報。`)
};

export const moderation_state_deleted = /** @type {(inputs: Moderation_State_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已刪除`)
};

export const moderation_state_held = /** @type {(inputs: Moderation_State_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待審核`)
};

export const moderation_state_hidden = /** @type {(inputs: Moderation_State_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已隱藏`)
};

export const moderation_state_suspended = /** @type {(inputs: Moderation_State_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已暫停帳戶`)
};

export const moderation_state_suspended_until = /** @type {(inputs: Moderation_State_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`暫停帳戶至 ${i?.date}`)
};

export const moderation_state_visible = /** @type {(inputs: Moderation_State_VisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可見`)
};

export const moderation_subject_comment = /** @type {(inputs: Moderation_Subject_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留言`)
};

export const moderation_subject_event = /** @type {(inputs: Moderation_Subject_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動`)
};

export const moderation_subject_group = /** @type {(inputs: Moderation_Subject_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群組`)
};

export const moderation_subject_message = /** @type {(inputs: Moderation_Subject_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`訊息`)
};

export const moderation_subject_person = /** @type {(inputs: Moderation_Subject_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用戶`)
};

export const moderation_subject_remote_account = /** @type {(inputs: Moderation_Subject_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聯邦宇宙帳號`)
};

export const moderation_subject_remote_server = /** @type {(inputs: Moderation_Subject_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聯邦宇宙伺服器`)
};

export const moderation_suspend = /** @type {(inputs: Moderation_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暫停帳戶`)
};

export const moderation_suspend_done = /** @type {(inputs: Moderation_Suspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已暫停帳戶。這些舉報已結案。`)
};

export const moderation_suspend_explains = /** @type {(inputs: Moderation_Suspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`對方會立即在所有裝置上登出，且無法再登入；其群組、活動、留言和個人檔案都會被隱藏，其活動名額會被釋出。我們會告知舉報人已採取行動。`)
};

export const moderation_suspend_title = /** @type {(inputs: Moderation_Suspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要暫停此用戶的帳戶嗎？`)
};

export const moderation_tab_closed = /** @type {(inputs: Moderation_Tab_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已結案`)
};

export const moderation_tab_fediverse = /** @type {(inputs: Moderation_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聯邦宇宙`)
};

export const moderation_tab_log = /** @type {(inputs: Moderation_Tab_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`紀錄`)
};

export const moderation_tab_open = /** @type {(inputs: Moderation_Tab_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待處理`)
};

export const moderation_title = /** @type {(inputs: Moderation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審核`)
};

export const moderation_unchanged_since = /** @type {(inputs: Moderation_Unchanged_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`之後沒有變更。`)
};

export const moderation_unsuspend = /** @type {(inputs: Moderation_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢復帳戶`)
};

export const moderation_unsuspend_done = /** @type {(inputs: Moderation_Unsuspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已解除暫停。這些舉報已結案。`)
};

export const moderation_unsuspend_explains = /** @type {(inputs: Moderation_Unsuspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`對方可以再次登入，其發布的內容會再次顯示。這些舉報將會結案。`)
};

export const moderation_unsuspend_title = /** @type {(inputs: Moderation_Unsuspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要解除此暫停嗎？`)
};

export const moderation_until_chosen = /** @type {(inputs: Moderation_Until_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`至 ${i?.date}（您的當地時間）`)
};

export const moderation_until_hint = /** @type {(inputs: Moderation_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留空：直到審核員解除。以您的當地時間為準。`)
};

export const moderation_until_label = /** @type {(inputs: Moderation_Until_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結束時間（選填）`)
};

export const notifications_also_choose_in_settings = /** @type {(inputs: Notifications_Also_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您也可以在${i?.settings}中選擇要接收哪些電子郵件。`)
};

export const notifications_choice_failed = /** @type {(inputs: Notifications_Choice_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法儲存您的選擇，請再試一次。`)
};

export const notifications_choose_emailed = /** @type {(inputs: Notifications_Choose_EmailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇哪些以電子郵件寄送`)
};

export const notifications_choose_in_settings = /** @type {(inputs: Notifications_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您可以在${i?.settings}中選擇要接收哪些電子郵件。`)
};

export const notifications_data_export_ready = /** @type {(inputs: Notifications_Data_Export_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您的資料副本已準備好：請在 ${i?.date} 之前到「設定 › 管理帳戶」下載。`)
};

export const notifications_email_address = /** @type {(inputs: Notifications_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`電子郵件地址`)
};

export const notifications_email_description = /** @type {(inputs: Notifications_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`驗證後，我們會將通知寄到這個地址。只有您看得到。`)
};

export const notifications_email_hint = /** @type {(inputs: Notifications_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們會寄一個連結到這個地址：您開啟連結後，才會開始使用此地址。`)
};

export const notifications_email_me = /** @type {(inputs: Notifications_Email_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以電子郵件通知我`)
};

export const notifications_email_verified = /** @type {(inputs: Notifications_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的電子郵件地址已驗證。`)
};

export const notifications_intro = /** @type {(inputs: Notifications_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的群組和活動的最新動態。`)
};

export const notifications_kind_data_export_ready = /** @type {(inputs: Notifications_Kind_Data_Export_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您申請的資料副本已可下載`)
};

export const notifications_kind_event_activity = /** @type {(inputs: Notifications_Kind_Event_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您主辦的活動動態：有人出席、候補或退出`)
};

export const notifications_kind_event_activity_hint = /** @type {(inputs: Notifications_Kind_Event_Activity_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`應用程式內立即顯示，之後每個活動每小時最多一則。電子郵件每天最多一封摘要；除非您選擇接收，成員超過 ${i?.max} 人的群組不會寄送。`)
};

export const notifications_kind_event_cancelled = /** @type {(inputs: Notifications_Kind_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您出席的活動已取消`)
};

export const notifications_kind_event_capacity = /** @type {(inputs: Notifications_Kind_Event_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您主辦的活動已額滿，或有名額開放給候補名單`)
};

export const notifications_kind_event_changed = /** @type {(inputs: Notifications_Kind_Event_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您出席的活動更改了時間或地點`)
};

export const notifications_kind_event_reminder = /** @type {(inputs: Notifications_Kind_Event_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您出席或候補的活動開始前 24 小時的提醒`)
};

export const notifications_kind_new_comment = /** @type {(inputs: Notifications_Kind_New_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您主辦或留言過的活動有新留言`)
};

export const notifications_kind_new_event = /** @type {(inputs: Notifications_Kind_New_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的群組有新活動`)
};

export const notifications_kind_new_request = /** @type {(inputs: Notifications_Kind_New_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人申請加入您管理的群組`)
};

export const notifications_kind_new_role = /** @type {(inputs: Notifications_Kind_New_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已成為活動主辦人，或獲轉交群組或活動`)
};

export const notifications_kind_off = /** @type {(inputs: Notifications_Kind_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不再寄送關於「${i?.label}」的電子郵件。`)
};

export const notifications_kind_on = /** @type {(inputs: Notifications_Kind_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您將收到關於「${i?.label}」的電子郵件。`)
};

export const notifications_kind_report_closed = /** @type {(inputs: Notifications_Kind_Report_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們的審核員已處理您舉報的內容`)
};

export const notifications_kind_request_approved = /** @type {(inputs: Notifications_Kind_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您加入群組的申請已獲批准`)
};

export const notifications_kind_request_rejected = /** @type {(inputs: Notifications_Kind_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您加入群組的申請未獲批准`)
};

export const notifications_kind_unread_messages = /** @type {(inputs: Notifications_Kind_Unread_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`15 分鐘後仍未讀的訊息`)
};

export const notifications_kind_waitlist_promoted = /** @type {(inputs: Notifications_Kind_Waitlist_PromotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已從候補名單獲得名額`)
};

export const notifications_kinds_can_email = /** @type {(inputs: Notifications_Kinds_Can_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有通知都會在應用程式內顯示；請選擇哪些也以電子郵件寄給您。`)
};

export const notifications_kinds_cannot_email = /** @type {(inputs: Notifications_Kinds_Cannot_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有通知都會在應用程式內顯示。新增並驗證電子郵件地址後，也能以電子郵件接收。`)
};

export const notifications_load_failed = /** @type {(inputs: Notifications_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入您的通知。`)
};

export const notifications_load_more = /** @type {(inputs: Notifications_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`載入更多`)
};

export const notifications_loading = /** @type {(inputs: Notifications_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入您的通知`)
};

export const notifications_loading_settings = /** @type {(inputs: Notifications_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入您的通知設定`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部標為已讀`)
};

export const notifications_mark_all_failed = /** @type {(inputs: Notifications_Mark_All_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法將通知標為已讀，請再試一次。`)
};

export const notifications_new = /** @type {(inputs: Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新`)
};

export const notifications_no_email_server = /** @type {(inputs: Notifications_No_Email_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此伺服器不寄送電子郵件：您的通知只會在應用程式內顯示。`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您還沒有任何通知。`)
};

export const notifications_not_verified_not_sent = /** @type {(inputs: Notifications_Not_Verified_Not_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尚未驗證：此伺服器不寄送電子郵件，因此沒有寄送連結到 ${i?.email}。`)
};

export const notifications_not_verified_sent = /** @type {(inputs: Notifications_Not_Verified_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尚未驗證：我們已寄送連結到 ${i?.email}，24 小時內有效。`)
};

export const notifications_remove = /** @type {(inputs: Notifications_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const notifications_remove_address = /** @type {(inputs: Notifications_Remove_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除地址`)
};

export const notifications_remove_failed = /** @type {(inputs: Notifications_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法移除您的電子郵件地址，請再試一次。`)
};

export const notifications_remove_question = /** @type {(inputs: Notifications_Remove_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要移除您的電子郵件地址嗎？之後不會再以電子郵件寄送任何通知給您。`)
};

export const notifications_removed = /** @type {(inputs: Notifications_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的電子郵件地址已移除。`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`儲存`)
};

export const notifications_save_failed = /** @type {(inputs: Notifications_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法儲存您的電子郵件地址，請再試一次。`)
};

export const notifications_saved_verify = /** @type {(inputs: Notifications_Saved_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已儲存。請開啟我們寄出的連結以驗證您的地址。`)
};

export const notifications_settings_load_failed = /** @type {(inputs: Notifications_Settings_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入您的通知設定。`)
};

export const notifications_settings_path = /** @type {(inputs: Notifications_Settings_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設定 › 通知`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知`)
};

export const notifications_unsubscribe = /** @type {(inputs: Notifications_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消訂閱`)
};

export const notifications_unsubscribe_explains = /** @type {(inputs: Notifications_Unsubscribe_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您將不再收到與此連結同類的電子郵件。您的通知仍會在應用程式內顯示。`)
};

export const notifications_unsubscribe_question = /** @type {(inputs: Notifications_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不再接收這類電子郵件？`)
};

export const notifications_unsubscribed = /** @type {(inputs: Notifications_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已取消訂閱`)
};

export const notifications_unsubscribed_kind = /** @type {(inputs: Notifications_Unsubscribed_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您將不再收到關於「${i?.label}」的電子郵件。`)
};

export const notifications_verified = /** @type {(inputs: Notifications_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已驗證`)
};

export const pages_event_of_group = /** @type {(inputs: Pages_Event_Of_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 的活動`)
};

export const pages_site_description = /** @type {(inputs: Pages_Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly：在溫哥華尋找、加入及建立社區群組與活動。`)
};

export const people_account_delete_failed = /** @type {(inputs: People_Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法刪除帳戶。`)
};

export const people_account_deletion_requested = /** @type {(inputs: People_Account_Deletion_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功提出刪除帳戶要求。正在登出...`)
};

export const people_avatar = /** @type {(inputs: People_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`頭像`)
};

export const people_avatar_delete_failed = /** @type {(inputs: People_Avatar_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法刪除頭像。`)
};

export const people_avatar_deleted = /** @type {(inputs: People_Avatar_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的頭像已刪除`)
};

export const people_avatar_description = /** @type {(inputs: People_Avatar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的頭像會顯示在群組、活動及留言中您的名字旁邊。沒有頭像時，會顯示您名字的第一個字。`)
};

export const people_avatar_file = /** @type {(inputs: People_Avatar_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`頭像圖片檔案`)
};

export const people_avatar_of = /** @type {(inputs: People_Avatar_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}的頭像`)
};

export const people_avatar_rule = /** @type {(inputs: People_Avatar_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}。`)
};

export const people_avatar_upload_failed = /** @type {(inputs: People_Avatar_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法更新頭像。`)
};

export const people_avatar_uploaded = /** @type {(inputs: People_Avatar_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的頭像已上傳`)
};

export const people_calendar_description = /** @type {(inputs: People_Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在您的日曆應用程式（Google 日曆、Apple 日曆、Outlook）中訂閱此網址，即可看到您主辦、出席或候補的活動；您報名或退出時，內容會隨之更新。任何取得此連結的人都能看到這些活動，所以請勿外傳；如連結外洩，請取得新連結。`)
};

export const people_calendar_link = /** @type {(inputs: People_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的日曆連結`)
};

export const people_calendar_link_failed = /** @type {(inputs: People_Calendar_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入您的日曆連結。`)
};

export const people_calendar_link_renew_failed = /** @type {(inputs: People_Calendar_Link_Renew_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法取得新的日曆連結。`)
};

export const people_calendar_link_renewed = /** @type {(inputs: People_Calendar_Link_RenewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的新日曆連結已準備好。舊連結已失效。`)
};

export const people_calendar_subscription = /** @type {(inputs: People_Calendar_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日曆訂閱`)
};

export const people_change_password = /** @type {(inputs: People_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改密碼`)
};

export const people_change_password_description = /** @type {(inputs: People_Change_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在這裡會保持登入；Neighbourly 會將您在其他所有地方登出。`)
};

export const people_confirm_new_password = /** @type {(inputs: People_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認新密碼`)
};

export const people_copy_link = /** @type {(inputs: People_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`複製連結`)
};

export const people_current_password = /** @type {(inputs: People_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目前的密碼`)
};

export const people_delete = /** @type {(inputs: People_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除`)
};

export const people_delete_account = /** @type {(inputs: People_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除帳戶`)
};

export const people_delete_account_description = /** @type {(inputs: People_Delete_Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除帳戶會將您登出，且無法復原。`)
};

export const people_delete_account_events = /** @type {(inputs: People_Delete_Account_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您主辦的活動會轉交給其群組的擁有者。`)
};

export const people_delete_account_groups = /** @type {(inputs: People_Delete_Account_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您擁有的每個群組會轉交給另一位成員（優先轉交活動主辦人）；沒有其他成員的群組會被刪除。`)
};

export const people_delete_account_memberships = /** @type {(inputs: People_Delete_Account_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的群組成員資格、加入申請、活動報名及留言都會被移除。`)
};

export const people_delete_account_message = /** @type {(inputs: People_Delete_Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此操作無法復原，您將會被登出。`)
};

export const people_delete_account_title = /** @type {(inputs: People_Delete_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要刪除您的帳戶嗎？`)
};

export const people_delete_avatar = /** @type {(inputs: People_Delete_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刪除頭像`)
};

export const people_delete_avatar_confirm = /** @type {(inputs: People_Delete_Avatar_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要刪除您的頭像嗎？在您上傳新頭像之前，會改為顯示您名字的第一個字。`)
};

export const people_display_name = /** @type {(inputs: People_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示名稱`)
};

export const people_display_name_hint = /** @type {(inputs: People_Display_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`須為 1 至 50 個字元。`)
};

export const people_download_data = /** @type {(inputs: People_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下載我的資料`)
};

export const people_download_data_ask = /** @type {(inputs: People_Download_Data_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準備我的資料`)
};

export const people_download_data_ask_again = /** @type {(inputs: People_Download_Data_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重新準備一份`)
};

export const people_download_data_building = /** @type {(inputs: People_Download_Data_BuildingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`正在準備您的資料……已完成 ${i?.progress}%。您可以離開此頁面，完成後我們會通知您。`)
};

export const people_download_data_checking = /** @type {(inputs: People_Download_Data_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在檢查您的資料下載`)
};

export const people_download_data_description = /** @type {(inputs: People_Download_Data_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以 ZIP 檔提供您在這裡的所有內容的副本：個人檔案、群組、活動與報名、留言、私訊、通知和圖片，並附一個可在瀏覽器中閱讀全部內容的頁面。我們會在背景準備，完成後通知您。下載連結有效期為 7 天，且僅限您本人使用。`)
};

export const people_download_data_download = /** @type {(inputs: People_Download_Data_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下載 ZIP`)
};

export const people_download_data_expired = /** @type {(inputs: People_Download_Data_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您上一份副本已於 ${i?.date} 刪除；需要時請重新申請。`)
};

export const people_download_data_failed = /** @type {(inputs: People_Download_Data_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準備您的資料失敗。`)
};

export const people_download_data_load_failed = /** @type {(inputs: People_Download_Data_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入您的資料是否已準備好。`)
};

export const people_download_data_progress = /** @type {(inputs: People_Download_Data_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在準備您的資料`)
};

export const people_download_data_ready = /** @type {(inputs: People_Download_Data_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您的資料已準備好（${i?.size}）。下載連結在 ${i?.date} 之前有效。`)
};

export const people_download_data_request_failed = /** @type {(inputs: People_Download_Data_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法申請您的資料。`)
};

export const people_download_data_requested = /** @type {(inputs: People_Download_Data_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們正在準備您的資料，完成後會通知您。`)
};

export const people_download_data_retry = /** @type {(inputs: People_Download_Data_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重試`)
};

export const people_edit_my_profile = /** @type {(inputs: People_Edit_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編輯我的個人檔案`)
};

export const people_get_new_link = /** @type {(inputs: People_Get_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取得新連結`)
};

export const people_loading_calendar_link = /** @type {(inputs: People_Loading_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入您的日曆連結`)
};

export const people_loading_profile = /** @type {(inputs: People_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入個人檔案`)
};

export const people_loading_settings = /** @type {(inputs: People_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入設定`)
};

export const people_loading_your_settings = /** @type {(inputs: People_Loading_Your_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入您的設定`)
};

export const people_login = /** @type {(inputs: People_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用戶名稱`)
};

export const people_login_hint = /** @type {(inputs: People_Login_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您以用戶名稱登入，用戶名稱無法更改。`)
};

export const people_member_since = /** @type {(inputs: People_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}加入`)
};

export const people_my_neighbourhood = /** @type {(inputs: People_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的社區`)
};

export const people_neighbourhood_hint = /** @type {(inputs: People_Neighbourhood_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜尋可以由這裡計算距離。只有您看得到。`)
};

export const people_new_calendar_link_message = /** @type {(inputs: People_New_Calendar_Link_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`舊連結將會失效：訂閱舊連結的日曆會停止更新，直至您訂閱新連結。`)
};

export const people_new_calendar_link_title = /** @type {(inputs: People_New_Calendar_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要取得新的日曆連結嗎？`)
};

export const people_new_password = /** @type {(inputs: People_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新密碼`)
};

export const people_new_password_hint = /** @type {(inputs: People_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8 至 24 個字元，須包含一個小寫字母、一個大寫字母、一個數字及 @$!%*?& 其中一個符號。`)
};

export const people_no_neighbourhood = /** @type {(inputs: People_No_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無`)
};

export const people_open_in_calendar_app = /** @type {(inputs: People_Open_In_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在日曆應用程式中開啟`)
};

export const people_password_update_failed = /** @type {(inputs: People_Password_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法更新密碼。`)
};

export const people_password_updated = /** @type {(inputs: People_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密碼已更新`)
};

export const people_profile = /** @type {(inputs: People_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`個人檔案`)
};

export const people_profile_details = /** @type {(inputs: People_Profile_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`個人檔案詳情`)
};

export const people_profile_details_description = /** @type {(inputs: People_Profile_Details_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他鄰居會透過您的顯示名稱認識您。`)
};

export const people_profile_options = /** @type {(inputs: People_Profile_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`個人檔案選項`)
};

export const people_profile_update_failed = /** @type {(inputs: People_Profile_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法更新個人檔案。`)
};

export const people_profile_updated = /** @type {(inputs: People_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的個人檔案已更新`)
};

export const people_save_changes = /** @type {(inputs: People_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`儲存變更`)
};

export const people_send_message = /** @type {(inputs: People_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`傳送訊息`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設定`)
};

export const people_settings_document_title = /** @type {(inputs: People_Settings_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tab} · 設定`)
};

export const people_settings_intro = /** @type {(inputs: People_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的個人檔案、帳戶及 Neighbourly 的外觀。`)
};

export const people_settings_sections = /** @type {(inputs: People_Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設定分頁`)
};

export const people_tab_appearance = /** @type {(inputs: People_Tab_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`外觀`)
};

export const people_tab_blocked_people = /** @type {(inputs: People_Tab_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已封鎖的用戶`)
};

export const people_tab_edit_profile = /** @type {(inputs: People_Tab_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編輯個人檔案`)
};

export const people_tab_manage_account = /** @type {(inputs: People_Tab_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理帳戶`)
};

export const people_tab_notifications = /** @type {(inputs: People_Tab_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知`)
};

export const people_theme = /** @type {(inputs: People_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主題`)
};

export const people_theme_dark = /** @type {(inputs: People_Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`深色`)
};

export const people_theme_description = /** @type {(inputs: People_Theme_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇 Neighbourly 在此裝置上的外觀。「跟隨系統」會採用裝置的淺色或深色設定。`)
};

export const people_theme_light = /** @type {(inputs: People_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`淺色`)
};

export const people_theme_system = /** @type {(inputs: People_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`跟隨系統`)
};

export const people_update = /** @type {(inputs: People_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新`)
};

export const people_upload_avatar = /** @type {(inputs: People_Upload_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上傳新頭像`)
};

export const people_uploading_avatar = /** @type {(inputs: People_Uploading_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在上傳頭像`)
};

export const people_view_my_profile = /** @type {(inputs: People_View_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看我的個人檔案`)
};

export const people_your_avatar = /** @type {(inputs: People_Your_AvatarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您的頭像（${i?.name}）`)
};

export const server_address_search_is_not_set_up = /** @type {(inputs: Server_Address_Search_Is_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本網站未設定地址搜尋：請拖曳地圖標記或選擇社區。`)
};

export const server_altcha_is_not_in_use = /** @type {(inputs: Server_Altcha_Is_Not_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本網站並未使用 ALTCHA。`)
};

export const server_failed_to_create_group_limit_of = /** @type {(inputs: Server_Failed_To_Create_Group_Limit_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法建立群組。已超出每位用戶可建立的群組數量上限。`)
};

export const server_invalid_or_missing_csrf_token_reload = /** @type {(inputs: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSRF 權杖無效或遺失。請重新載入頁面，然後再試一次。`)
};

export const server_new_members_join_as_member = /** @type {(inputs: Server_New_Members_Join_As_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新成員會以 MEMBER 身份加入。`)
};

export const server_no_free_group_id_could_be = /** @type {(inputs: Server_No_Free_Group_Id_Could_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法從此連結產生可用的群組 ID。`)
};

export const server_no_one_may_act_on_an = /** @type {(inputs: Server_No_One_May_Act_On_AnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何人都不能在此對管理員執行操作。`)
};

export const server_not_found = /** @type {(inputs: Server_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找不到此內容。`)
};

export const server_nothing_could_be_read_from_this = /** @type {(inputs: Server_Nothing_Could_Be_Read_From_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法從此頁面讀取任何內容：請確認頁面是否公開，以及連結是否正確。`)
};

export const server_only_an_admin_may_act_on = /** @type {(inputs: Server_Only_An_Admin_May_Act_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有管理員才能對審核員執行操作。`)
};

export const server_only_an_event_host_or_the = /** @type {(inputs: Server_Only_An_Event_Host_Or_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動只能轉交給活動主辦人或群組擁有者。`)
};

export const server_only_https_links_to_meetupcom_can = /** @type {(inputs: Server_Only_Https_Links_To_Meetupcom_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只能匯入 meetup.com 的 https 連結。`)
};

export const server_only_members_of_the_group_see = /** @type {(inputs: Server_Only_Members_Of_The_Group_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有群組成員才能查看此活動。`)
};

export const server_only_members_see_a_private_groups = /** @type {(inputs: Server_Only_Members_See_A_Private_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有成員才能查看私人群組的日曆。`)
};

export const server_only_members_see_who_belongs_to = /** @type {(inputs: Server_Only_Members_See_Who_Belongs_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有成員才能查看私人群組的成員名單。`)
};

export const server_only_site_moderators_may_do_this = /** @type {(inputs: Server_Only_Site_Moderators_May_Do_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有網站審核員才能執行此操作。`)
};

export const server_only_the_creator_of_an_event = /** @type {(inputs: Server_Only_The_Creator_Of_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動的主辦人只能是其建立者。`)
};

export const server_only_the_host_of_the_event = /** @type {(inputs: Server_Only_The_Host_Of_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有活動主辦人或群組擁有者才能執行此操作。`)
};

export const server_only_the_host_of_the_event_2 = /** @type {(inputs: Server_Only_The_Host_Of_The_Event_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有活動主辦人或群組擁有者才能轉交此活動。`)
};

export const server_only_the_host_or_the_owner = /** @type {(inputs: Server_Only_The_Host_Or_The_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有主辦人或群組擁有者才能刪除此活動。`)
};

export const server_only_the_host_or_the_owner_2 = /** @type {(inputs: Server_Only_The_Host_Or_The_Owner_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有主辦人或群組擁有者才能下載出席者名單。`)
};

export const server_only_the_owner_and_the_event = /** @type {(inputs: Server_Only_The_Owner_And_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有群組擁有者和群組的活動主辦人才能建立此群組的活動。`)
};

export const server_please_sign_in_to_continue = /** @type {(inputs: Server_Please_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請登入以繼續。`)
};

export const server_preparing_this_copy_of_your_data = /** @type {(inputs: Server_Preparing_This_Copy_Of_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準備資料副本失敗：請到「設定 › 管理帳戶」重新申請。`)
};

export const server_send_the_signin_form_as_multipartformdata = /** @type {(inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請以 multipart/form-data 格式傳送登入表單。`)
};

export const server_some_of_these_reports_do_not = /** @type {(inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`部分舉報不存在，或並非針對此對象。`)
};

export const server_something_went_wrong_on_our = /** @type {(inputs: Server_Something_Went_Wrong_On_OurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我們這邊出了問題。`)
};

export const server_the_cursor_is_not_valid_ask = /** @type {(inputs: Server_The_Cursor_Is_Not_Valid_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分頁游標無效：請重新取得第一頁。`)
};

export const server_the_host_cannot_leave_their_own = /** @type {(inputs: Server_The_Host_Cannot_Leave_Their_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主辦人不能退出自己主辦的活動。`)
};

export const server_the_host_of_an_event_cannot = /** @type {(inputs: Server_The_Host_Of_An_Event_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法在此更改活動的主辦人。`)
};

export const server_the_owner_cannot_leave_the_group = /** @type {(inputs: Server_The_Owner_Cannot_Leave_The_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`擁有者不能退出群組。`)
};

export const server_the_owner_of_a_group_cannot = /** @type {(inputs: Server_The_Owner_Of_A_Group_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法在此更改群組擁有者。`)
};

export const server_the_signin_form_could_not_be = /** @type {(inputs: Server_The_Signin_Form_Could_Not_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法讀取登入表單。`)
};

export const server_the_upload_could_not_be_read = /** @type {(inputs: Server_The_Upload_Could_Not_Be_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法讀取上傳的檔案。`)
};

export const server_there_is_no_image = /** @type {(inputs: Server_There_Is_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有圖片。`)
};

export const server_there_is_no_such_download = /** @type {(inputs: Server_There_Is_No_Such_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有這個下載。`)
};

export const server_there_is_no_such_request = /** @type {(inputs: Server_There_Is_No_Such_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有此申請。`)
};

export const server_there_is_no_such_sitemap_file = /** @type {(inputs: Server_There_Is_No_Such_Sitemap_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有此網站地圖（sitemap）檔案。`)
};

export const server_there_is_no_such_user = /** @type {(inputs: Server_There_Is_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有此用戶。`)
};

export const server_this_calendar_address_is_not_valid = /** @type {(inputs: Server_This_Calendar_Address_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此日曆網址無效（可能已被較新的網址取代）。`)
};

export const server_this_comment_does_not_exist = /** @type {(inputs: Server_This_Comment_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此留言不存在。`)
};

export const server_this_copy_of_your_data_is_still = /** @type {(inputs: Server_This_Copy_Of_Your_Data_Is_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的資料副本仍在準備中。`)
};

export const server_this_does_not_exist_and_no = /** @type {(inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此內容不存在，也沒有人舉報過。`)
};

export const server_this_download_has_expired = /** @type {(inputs: Server_This_Download_Has_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此下載已過期：資料副本只保留 7 天。請到「設定 › 管理帳戶」重新申請。`)
};

export const server_this_download_link_is_not_valid = /** @type {(inputs: Server_This_Download_Link_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此下載連結無效。`)
};

export const server_this_event_does_not_exist = /** @type {(inputs: Server_This_Event_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動不存在。`)
};

export const server_this_event_has_already_ended = /** @type {(inputs: Server_This_Event_Has_Already_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動已經結束。`)
};

export const server_this_group_does_not_exist = /** @type {(inputs: Server_This_Group_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此群組不存在。`)
};

export const server_this_group_is_private_ask_to = /** @type {(inputs: Server_This_Group_Is_Private_Ask_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此群組為私人群組：請改為申請加入。`)
};

export const server_this_group_is_private_its_events = /** @type {(inputs: Server_This_Group_Is_Private_Its_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此群組為私人群組：其活動沒有公開的訂閱源。`)
};

export const server_this_is_not_a_link = /** @type {(inputs: Server_This_Is_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這不是連結。`)
};

export const server_this_is_not_the_link_of = /** @type {(inputs: Server_This_Is_Not_The_Link_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這不是 Meetup 群組的連結。`)
};

export const server_this_is_not_the_link_of_2 = /** @type {(inputs: Server_This_Is_Not_The_Link_Of_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這不是 Meetup 活動的連結。`)
};

export const server_this_no_longer_exists_only_dismiss = /** @type {(inputs: Server_This_No_Longer_Exists_Only_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此內容已不存在：只能使用 DISMISS。`)
};

export const server_this_person_already_hosts_the_event = /** @type {(inputs: Server_This_Person_Already_Hosts_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此人已是此活動的主辦人。`)
};

export const server_this_person_does_not_exist = /** @type {(inputs: Server_This_Person_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此用戶不存在。`)
};

export const server_this_person_is_not_a_member = /** @type {(inputs: Server_This_Person_Is_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此人不是此群組的成員。`)
};

export const server_this_person_is_not_banned_from = /** @type {(inputs: Server_This_Person_Is_Not_Banned_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此人並未被禁止加入此群組。`)
};

export const server_too_many_requests_please_wait_a = /** @type {(inputs: Server_Too_Many_Requests_Please_Wait_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請求次數過多。請等一分鐘後再試。`)
};

export const server_you_are_already_attending_this_event = /** @type {(inputs: Server_You_Are_Already_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已登記出席此活動。`)
};

export const server_you_are_not_a_member_of = /** @type {(inputs: Server_You_Are_Not_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不是此群組的成員。`)
};

export const server_you_are_not_allowed_to_do = /** @type {(inputs: Server_You_Are_Not_Allowed_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您無權執行此操作。`)
};

export const server_you_are_not_attending_this_event = /** @type {(inputs: Server_You_Are_Not_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您並未登記出席此活動。`)
};

export const server_you_can_ask_for_a_copy = /** @type {(inputs: Server_You_Can_Ask_For_A_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您每天最多可以申請 3 次資料副本。`)
};

export const server_you_cannot_act_on_yourself_or = /** @type {(inputs: Server_You_Cannot_Act_On_Yourself_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能對自己或自己撰寫的內容執行此操作。`)
};

export const server_you_cannot_ask_to_join_this = /** @type {(inputs: Server_You_Cannot_Ask_To_Join_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您無法申請加入此群組。`)
};

export const server_you_cannot_block_yourself = /** @type {(inputs: Server_You_Cannot_Block_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能封鎖自己。`)
};

export const server_you_cannot_comment_on_this_groups = /** @type {(inputs: Server_You_Cannot_Comment_On_This_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能在此群組的活動中留言。`)
};

export const server_you_cannot_join_this_group = /** @type {(inputs: Server_You_Cannot_Join_This_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您無法加入此群組。`)
};

export const server_you_have_not_blocked_this_person = /** @type {(inputs: Server_You_Have_Not_Blocked_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您並未封鎖此人。`)
};

export const server_you_must_be_a_member_of = /** @type {(inputs: Server_You_Must_Be_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您必須是群組成員才能出席`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帳戶選單`)
};

export const shell_account_nav = /** @type {(inputs: Shell_Account_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帳戶`)
};

export const shell_back_to = /** @type {(inputs: Shell_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`返回${i?.name}`)
};

export const shell_cancel = /** @type {(inputs: Shell_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const shell_check_connection = /** @type {(inputs: Shell_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請檢查網絡連線後再試一次。`)
};

export const shell_checking_availability = /** @type {(inputs: Shell_Checking_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在檢查是否可用`)
};

export const shell_choose_another_image = /** @type {(inputs: Shell_Choose_Another_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇其他圖片`)
};

export const shell_choose_cover_image = /** @type {(inputs: Shell_Choose_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇封面圖片`)
};

export const shell_confirm = /** @type {(inputs: Shell_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認`)
};

export const shell_confirm_title = /** @type {(inputs: Shell_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認`)
};

export const shell_cover_image_file = /** @type {(inputs: Shell_Cover_Image_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面圖片檔案`)
};

export const shell_cover_image_optional = /** @type {(inputs: Shell_Cover_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面圖片（選填）`)
};

export const shell_create_group = /** @type {(inputs: Shell_Create_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立群組`)
};

export const shell_error_detail = /** @type {(inputs: Shell_Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入頁面。請檢查網絡連線後再試一次。`)
};

export const shell_error_reference = /** @type {(inputs: Shell_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`參考編號：${i?.id}`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`發生錯誤`)
};

export const shell_event_load_failed = /** @type {(inputs: Shell_Event_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入此活動`)
};

export const shell_footer_cookies = /** @type {(inputs: Shell_Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie 政策`)
};

export const shell_footer_credit = /** @type {(inputs: Shell_Footer_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} Neighbourly · 為溫哥華的鄰居而設`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`說明`)
};

export const shell_footer_nav = /** @type {(inputs: Shell_Footer_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`法律資訊與說明`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隱私政策`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服務條款`)
};

export const shell_go_home = /** @type {(inputs: Shell_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回首頁`)
};

export const shell_group_load_failed = /** @type {(inputs: Shell_Group_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法載入此群組`)
};

export const shell_hide_field = /** @type {(inputs: Shell_Hide_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`隱藏${i?.field}`)
};

export const shell_home_title = /** @type {(inputs: Shell_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly · 溫哥華社區群組與活動`)
};

export const shell_image_rule = /** @type {(inputs: Shell_Image_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG 或 JPEG 格式，最大 ${i?.size} MB`)
};

export const shell_link_copied = /** @type {(inputs: Shell_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已複製連結`)
};

export const shell_link_copy_failed = /** @type {(inputs: Shell_Link_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法複製連結：請選取後手動複製。`)
};

export const shell_loading = /** @type {(inputs: Shell_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入`)
};

export const shell_loading_page = /** @type {(inputs: Shell_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入頁面`)
};

export const shell_loading_settings = /** @type {(inputs: Shell_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在載入您的設定`)
};

export const shell_map_tiles_off = /** @type {(inputs: Shell_Map_Tiles_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本網站已關閉地圖圖磚`)
};

export const shell_map_zoom_in = /** @type {(inputs: Shell_Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放大`)
};

export const shell_map_zoom_out = /** @type {(inputs: Shell_Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`縮小`)
};

export const shell_menu_logout = /** @type {(inputs: Shell_Menu_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登出`)
};

export const shell_menu_moderation = /** @type {(inputs: Shell_Menu_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審核`)
};

export const shell_menu_profile = /** @type {(inputs: Shell_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`個人檔案`)
};

export const shell_menu_settings = /** @type {(inputs: Shell_Menu_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設定`)
};

export const shell_menu_your_events = /** @type {(inputs: Shell_Menu_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活動`)
};

export const shell_menu_your_groups = /** @type {(inputs: Shell_Menu_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的群組`)
};

export const shell_network_error = /** @type {(inputs: Shell_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法連接 Neighbourly。請檢查網絡連線。`)
};

export const shell_no_image_selected = /** @type {(inputs: Shell_No_Image_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未選擇圖片`)
};

export const shell_not_found_heading = /** @type {(inputs: Shell_Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`糟糕！`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此頁面不存在！`)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找不到頁面`)
};

export const shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已離線`)
};

export const shell_offline_needs_connection = /** @type {(inputs: Shell_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要網路連線：您已離線。`)
};

export const shell_offline_not_saved = /** @type {(inputs: Shell_Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未儲存，無法離線查看。`)
};

export const shell_offline_saved_at = /** @type {(inputs: Shell_Offline_Saved_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您已離線 — 顯示的是 ${i?.time} 儲存的內容`)
};

export const shell_offline_your_events = /** @type {(inputs: Shell_Offline_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您即將參加的活動`)
};

export const shell_password_field = /** @type {(inputs: Shell_Password_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密碼`)
};

export const shell_place_none = /** @type {(inputs: Shell_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無`)
};

export const shell_places_metro = /** @type {(inputs: Shell_Places_MetroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大溫哥華地區`)
};

export const shell_places_neighbourhoods = /** @type {(inputs: Shell_Places_NeighbourhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`溫哥華社區`)
};

export const shell_privacy_private = /** @type {(inputs: Shell_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私人`)
};

export const shell_privacy_public = /** @type {(inputs: Shell_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開`)
};

export const shell_reload_page = /** @type {(inputs: Shell_Reload_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重新載入頁面`)
};

export const shell_remove_selection = /** @type {(inputs: Shell_Remove_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消選擇`)
};

export const shell_request_failed = /** @type {(inputs: Shell_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要求失敗`)
};

export const shell_selected_file = /** @type {(inputs: Shell_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已選擇：${i?.name}`)
};

export const shell_show_field = /** @type {(inputs: Shell_Show_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`顯示${i?.field}`)
};

export const shell_sign_in = /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入`)
};

export const shell_sign_up = /** @type {(inputs: Shell_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`註冊`)
};

export const shell_skip_to_main = /** @type {(inputs: Shell_Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`跳至主要內容`)
};

export const shell_switch_to_dark = /** @type {(inputs: Shell_Switch_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切換至深色模式`)
};

export const shell_switch_to_light = /** @type {(inputs: Shell_Switch_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切換至淺色模式`)
};

export const shell_tags = /** @type {(inputs: Shell_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`標籤`)
};

export const shell_tags_hint = /** @type {(inputs: Shell_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以逗號分隔標籤，例如：行山, 北岸, 遛狗`)
};

export const shell_try_again = /** @type {(inputs: Shell_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再試一次`)
};

export const shell_unauthorized_heading = /** @type {(inputs: Shell_Unauthorized_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此頁面只供已登入的用戶使用`)
};

export const shell_unauthorized_sign_in = /** @type {(inputs: Shell_Unauthorized_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入`)
};

export const shell_unauthorized_sign_up = /** @type {(inputs: Shell_Unauthorized_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`註冊`)
};

export const shell_unauthorized_text = /** @type {(inputs: Shell_Unauthorized_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立免費帳戶或登入以繼續。`)
};

export const shell_unauthorized_title = /** @type {(inputs: Shell_Unauthorized_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要登入`)
};

export const shell_unread = /** @type {(inputs: Shell_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}，${i?.count} 則未讀`)
};

export const shell_update_ready = /** @type {(inputs: Shell_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有新版本可用`)
};

export const shell_update_reload = /** @type {(inputs: Shell_Update_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重新載入`)
};

export const shell_uploading = /** @type {(inputs: Shell_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在上傳`)
};

export const shell_uploading_cover_image = /** @type {(inputs: Shell_Uploading_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在上傳封面圖片`)
};

export const validation_addresssearch1 = /** @type {(inputs: Validation_Addresssearch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請輸入 3 至 200 個字元的地址`)
};

export const validation_agreement = /** @type {(inputs: Validation_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請接受《隱私政策》和《服務條款》。`)
};

export const validation_alreadyaseries2 = /** @type {(inputs: Validation_Alreadyaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動已設定為重複舉行：請改為延長其系列。`)
};

export const validation_badlink1 = /** @type {(inputs: Validation_Badlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此連結無效。請使用我們最近傳送給您的連結。`)
};

export const validation_banreason1 = /** @type {(inputs: Validation_Banreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因最多可輸入 500 個字元。`)
};

export const validation_captcha = /** @type {(inputs: Validation_CaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請完成 reCAPTCHA 驗證。`)
};

export const validation_captchaunfinished1 = /** @type {(inputs: Validation_Captchaunfinished1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自動驗證尚未完成。請稍候片刻再試。`)
};

export const validation_chatmessage1 = /** @type {(inputs: Validation_Chatmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，訊息須為 1 至 1000 個字元`)
};

export const validation_comment = /** @type {(inputs: Validation_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，留言須為 1 至 250 個字元，且不能以空格開頭`)
};

export const validation_confirmationemailstoomany3 = /** @type {(inputs: Validation_Confirmationemailstoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已向此地址傳送過多確認電子郵件。`)
};

export const validation_controlcharacters1 = /** @type {(inputs: Validation_Controlcharacters1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，文字不能包含控制字元。`)
};

export const validation_coverscope1 = /** @type {(inputs: Validation_Coverscope1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`範圍必須是 THIS（此活動）或 SERIES（系列中的所有活動）。`)
};

export const validation_currentpasswordwrong2 = /** @type {(inputs: Validation_Currentpasswordwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，目前的密碼不正確。`)
};

export const validation_displayname1 = /** @type {(inputs: Validation_Displayname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，顯示名稱須為 1 至 50 個字元，且不能以空格開頭`)
};

export const validation_email = /** @type {(inputs: Validation_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請輸入有效的電子郵件地址。`)
};

export const validation_emailchangestoomany3 = /** @type {(inputs: Validation_Emailchangestoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`電子郵件地址的更改次數過多。`)
};

export const validation_eventdates1 = /** @type {(inputs: Validation_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始或結束的日期和時間不正確`)
};

export const validation_eventdescription1 = /** @type {(inputs: Validation_Eventdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，活動簡介須為 1 至 1000 個字元`)
};

export const validation_eventlocation1 = /** @type {(inputs: Validation_Eventlocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，活動地點須為 1 至 100 個字元`)
};

export const validation_eventtitle1 = /** @type {(inputs: Validation_Eventtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，活動名稱須為 1 至 100 個字元`)
};

export const validation_eventtoofarahead3 = /** @type {(inputs: Validation_Eventtoofarahead3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動必須在從現在起 2 年內開始。`)
};

export const validation_eventtoolong2 = /** @type {(inputs: Validation_Eventtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，活動最長只能持續 7 天。`)
};

export const validation_eventsperday2 = /** @type {(inputs: Validation_Eventsperday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在 24 小時內最多只能建立 60 個活動（系列中的每個活動都會計算在內）。請稍後再試。`)
};

export const validation_fediverseaccount1 = /** @type {(inputs: Validation_Fediverseaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請依 名稱@伺服器 的格式輸入你的聯邦宇宙帳號，例如 alex@mastodon.social。`)
};

export const validation_fediverseaccountnotfound3 = /** @type {(inputs: Validation_Fediverseaccountnotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的伺服器沒有提供追蹤頁面。請改為在你的伺服器上搜尋該帳號名稱。`)
};

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活動形式必須是 IN_PERSON、ONLINE 或 HYBRID`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，群組簡介須為 1 至 1000 個字元`)
};

export const validation_grouphandle1 = /** @type {(inputs: Validation_Grouphandle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，聯邦宇宙帳號名稱須為 1 到 30 個字元，只能包含小寫字母、數字和底線。`)
};

export const validation_grouphandletaken2 = /** @type {(inputs: Validation_Grouphandletaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，此聯邦宇宙帳號名稱已被使用。`)
};

export const validation_groupid1 = /** @type {(inputs: Validation_Groupid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，群組 ID 須為 1 至 30 個字元，且只能包含小寫字母、數字和底線（_）。`)
};

export const validation_groupidtaken2 = /** @type {(inputs: Validation_Groupidtaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，此群組 ID 已被使用。`)
};

export const validation_groupname1 = /** @type {(inputs: Validation_Groupname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，群組名稱須為 1 至 100 個字元`)
};

export const validation_groupupcomingevents2 = /** @type {(inputs: Validation_Groupupcomingevents2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每個群組最多只能有 200 個即將舉行的活動。請刪除部分活動，或等部分活動舉行後再試。`)
};

export const validation_imagesize1 = /** @type {(inputs: Validation_Imagesize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圖片大小不能超過 5 MB。`)
};

export const validation_imagetoolarge2 = /** @type {(inputs: Validation_Imagetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圖片太大（最多 40 百萬像素）。`)
};

export const validation_imagetype1 = /** @type {(inputs: Validation_Imagetype1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請選擇 PNG 或 JPEG 圖片。`)
};

export const validation_importurl1 = /** @type {(inputs: Validation_Importurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，連結最多為 100 個字元`)
};

export const validation_latitude = /** @type {(inputs: Validation_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`緯度必須是 -90 至 90 之間的數字`)
};

export const validation_linkexpired1 = /** @type {(inputs: Validation_Linkexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此連結已過期。請在「設定」中再次輸入您的地址，以取得新的連結。`)
};

export const validation_locationpart1 = /** @type {(inputs: Validation_Locationpart1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，地點的每個部分須為 1 至 100 個字元。`)
};

export const validation_login = /** @type {(inputs: Validation_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，用戶名稱須為 3 至 30 個字元，且只能包含字母、數字和底線（_）。`)
};

export const validation_logintaken1 = /** @type {(inputs: Validation_Logintaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，此用戶名稱已被使用。`)
};

export const validation_longitude = /** @type {(inputs: Validation_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`經度必須是 -180 至 180 之間的數字`)
};

export const validation_meetingurl1 = /** @type {(inputs: Validation_Meetingurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`會議連結必須是以 http:// 或 https:// 開頭的網址（最多 500 個字元）`)
};

export const validation_messagingnotallowed2 = /** @type {(inputs: Validation_Messagingnotallowed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您可以傳送訊息給與您同屬一個群組的人，或先傳送訊息給您的人。`)
};

export const validation_messagingself1 = /** @type {(inputs: Validation_Messagingself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能傳送訊息給自己。`)
};

export const validation_messagingtoofast2 = /** @type {(inputs: Validation_Messagingtoofast2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您傳送訊息的速度太快。請等一分鐘後再試。`)
};

export const validation_messagingyoublocked2 = /** @type {(inputs: Validation_Messagingyoublocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已封鎖此人。如要再次傳送訊息，請先在「設定」中解除封鎖。`)
};

export const validation_moderationreason1 = /** @type {(inputs: Validation_Moderationreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請提供原因，最多 500 個字元。`)
};

export const validation_near = /** @type {(inputs: Validation_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`座標必須以「緯度,經度」的格式填寫，例如 49.2642,-123.1553`)
};

export const validation_nearorplace2 = /** @type {(inputs: Validation_Nearorplace2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請以座標或地區為中心搜尋，不能兩者同時使用`)
};

export const validation_newaccountstrangermessages3 = /** @type {(inputs: Validation_Newaccountstrangermessages3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新帳戶每小時只能向未曾回覆的人傳送少量訊息。`)
};

export const validation_notaseries2 = /** @type {(inputs: Validation_Notaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活動不屬於任何系列。`)
};

export const validation_participantslimit1 = /** @type {(inputs: Validation_Participantslimit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`參加人數上限必須是 0 至 10000 之間的整數（0 表示不設上限）`)
};

export const validation_password = /** @type {(inputs: Validation_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，密碼須為 8 至 24 個字元，且至少包含 1 個大寫字母、1 個數字和 1 個特殊符號。`)
};

export const validation_passwordsdontmatch2 = /** @type {(inputs: Validation_Passwordsdontmatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，兩次輸入的密碼不一致。`)
};

export const validation_pinboth1 = /** @type {(inputs: Validation_Pinboth1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地圖標記必須同時設定緯度和經度，或兩者都不設定`)
};

export const validation_reportagain1 = /** @type {(inputs: Validation_Reportagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已舉報過此內容，我們的審核員會跟進處理。`)
};

export const validation_reportdetails1 = /** @type {(inputs: Validation_Reportdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`詳細說明最多可輸入 2000 個字元。`)
};

export const validation_reportreason1 = /** @type {(inputs: Validation_Reportreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請從清單中選擇一個原因。`)
};

export const validation_reportself1 = /** @type {(inputs: Validation_Reportself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能舉報自己或自己發佈的內容。`)
};

export const validation_reportstoomany2 = /** @type {(inputs: Validation_Reportstoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在過去一小時內已提交多次舉報。`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此欄位為必填`)
};

export const validation_searchrange1 = /** @type {(inputs: Validation_Searchrange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期範圍的結束日期必須晚於開始日期，且最長為 366 天`)
};

export const validation_searchtext1 = /** @type {(inputs: Validation_Searchtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，搜尋文字最多為 100 個字元`)
};

export const validation_searchwhen1 = /** @type {(inputs: Validation_Searchwhen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期的格式必須為 2026-12-05 或 2026-12-05T18:00`)
};

export const validation_seriescount1 = /** @type {(inputs: Validation_Seriescount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列可重複 2 至 52 次。`)
};

export const validation_seriesend1 = /** @type {(inputs: Validation_Seriesend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請選擇系列的結束方式：在指定日期結束，或在重複指定次數後結束。`)
};

export const validation_seriesmorecount2 = /** @type {(inputs: Validation_Seriesmorecount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請再新增 1 至 51 個日期。`)
};

export const validation_seriesmoreend2 = /** @type {(inputs: Validation_Seriesmoreend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請選擇延長系列的方式：新增指定數量的日期，或延長至較後的日期。`)
};

export const validation_seriesmoreuntil2 = /** @type {(inputs: Validation_Seriesmoreuntil2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新的結束日期必須在系列最後一個日期之後，且系列最多只能有 52 個即將舉行的活動。`)
};

export const validation_seriesuntil1 = /** @type {(inputs: Validation_Seriesuntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結束日期必須在第一個活動之後，且系列最多只能有 52 個活動。`)
};

export const validation_suspenduntil1 = /** @type {(inputs: Validation_Suspenduntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暫停帳戶的結束時間必須是未來的日期和時間。`)
};

export const validation_suspenduntilonlysuspend3 = /** @type {(inputs: Validation_Suspenduntilonlysuspend3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有暫停帳戶才需要設定結束日期。`)
};

export const validation_tag = /** @type {(inputs: Validation_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每個標籤須為一個詞，最多 30 個字元，只能包含字母、數字、連字號（-）或底線（_）`)
};

export const validation_tags = /** @type {(inputs: Validation_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，標籤總長度最多為 100 個字元`)
};

export const validation_tagsrepeated1 = /** @type {(inputs: Validation_Tagsrepeated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每個標籤只能出現一次`)
};

export const validation_unknownplace1 = /** @type {(inputs: Validation_Unknownplace1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未知的地區：請從列出的社區或城市中選擇一個`)
};

export const validation_withinkm1 = /** @type {(inputs: Validation_Withinkm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`距離必須是 1 至 100 公里之間的數字`)
};

export const validation_withinneedspoint2 = /** @type {(inputs: Validation_Withinneedspoint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`計算距離需要一個起點：座標（near）或地區（place）`)
};