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
/** @typedef {{}} Events_Uploaded_On_SaveInputs */
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
/** @typedef {{}} Legal_Last_Updated_DateInputs */
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
/** @typedef {{}} People_Account_Delete_FailedInputs */
/** @typedef {{}} People_Account_Deletion_RequestedInputs */
/** @typedef {{}} People_AvatarInputs */
/** @typedef {{}} People_Avatar_Delete_FailedInputs */
/** @typedef {{}} People_Avatar_DeletedInputs */
/** @typedef {{}} People_Avatar_DescriptionInputs */
/** @typedef {{}} People_Avatar_FileInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Avatar_OfInputs */
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
import * as registry from "../registry.js"

export { auth_account_suspended } from "./en.js"
export { auth_agreement } from "./en.js"
export { auth_altcha_error } from "./en.js"
export { auth_altcha_expired } from "./en.js"
export { auth_altcha_label } from "./en.js"
export { auth_altcha_link_label } from "./en.js"
export { auth_altcha_loading } from "./en.js"
export { auth_altcha_protected_by } from "./en.js"
export { auth_altcha_required } from "./en.js"
export { auth_altcha_verified } from "./en.js"
export { auth_altcha_verifying } from "./en.js"
export { auth_altcha_wait } from "./en.js"
export { auth_captcha_loading } from "./en.js"
export { auth_external_sign_in_failed } from "./en.js"
export { auth_generic_error } from "./en.js"
export { auth_have_account } from "./en.js"
export { auth_hide_password } from "./en.js"
export { auth_incorrect_credentials } from "./en.js"
export { auth_login_available } from "./en.js"
export { auth_login_label } from "./en.js"
export { auth_login_rule } from "./en.js"
export { auth_no_account } from "./en.js"
export { auth_or_sign_in_with } from "./en.js"
export { auth_or_sign_up_with } from "./en.js"
export { auth_password_hint } from "./en.js"
export { auth_password_label } from "./en.js"
export { auth_privacy_policy } from "./en.js"
export { auth_show_password } from "./en.js"
export { auth_sign_in } from "./en.js"
export { auth_sign_in_button } from "./en.js"
export { auth_sign_in_subtitle } from "./en.js"
export { auth_sign_in_with } from "./en.js"
export { auth_sign_up } from "./en.js"
export { auth_sign_up_button } from "./en.js"
export { auth_sign_up_failed } from "./en.js"
export { auth_sign_up_now } from "./en.js"
export { auth_sign_up_subtitle } from "./en.js"
export { auth_sign_up_title } from "./en.js"
export { auth_sign_up_with } from "./en.js"
export { auth_signed_in } from "./en.js"
export { auth_signed_up } from "./en.js"
export { auth_terms_of_service } from "./en.js"
export { auth_too_many_attempts } from "./en.js"

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

export const events_uploaded_on_save = /** @type {(inputs: Events_Uploaded_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਸੰਭਾਲਣ 'ਤੇ ਅੱਪਲੋਡ ਹੁੰਦੀ ਹੈ।`)
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
export { legal_contents } from "./en.js"
export { legal_cookies_auth_store_duration } from "./en.js"
export { legal_cookies_auth_store_purpose } from "./en.js"
export { legal_cookies_changes_heading } from "./en.js"
export { legal_cookies_changes_p1 } from "./en.js"
export { legal_cookies_color_scheme_purpose } from "./en.js"
export { legal_cookies_column_duration } from "./en.js"
export { legal_cookies_column_name } from "./en.js"
export { legal_cookies_column_purpose } from "./en.js"
export { legal_cookies_column_type } from "./en.js"
export { legal_cookies_control_heading } from "./en.js"
export { legal_cookies_control_p1 } from "./en.js"
export { legal_cookies_intro } from "./en.js"
export { legal_cookies_kind_cookie } from "./en.js"
export { legal_cookies_kind_cookie_http_only } from "./en.js"
export { legal_cookies_kind_local_storage } from "./en.js"
export { legal_cookies_kind_session_storage } from "./en.js"
export { legal_cookies_list_heading } from "./en.js"
export { legal_cookies_list_p1 } from "./en.js"
export { legal_cookies_locale_purpose } from "./en.js"
export { legal_cookies_necessary_heading } from "./en.js"
export { legal_cookies_necessary_not } from "./en.js"
export { legal_cookies_necessary_p1 } from "./en.js"
export { legal_cookies_necessary_p2 } from "./en.js"
export { legal_cookies_one_year } from "./en.js"
export { legal_cookies_reload_duration } from "./en.js"
export { legal_cookies_reload_purpose } from "./en.js"
export { legal_cookies_session_duration } from "./en.js"
export { legal_cookies_session_purpose } from "./en.js"
export { legal_cookies_table_label } from "./en.js"
export { legal_cookies_theme_duration } from "./en.js"
export { legal_cookies_theme_purpose } from "./en.js"
export { legal_cookies_title } from "./en.js"
export { legal_cookies_what_heading } from "./en.js"
export { legal_cookies_what_p1 } from "./en.js"
export { legal_cookies_xsrf_duration } from "./en.js"
export { legal_cookies_xsrf_purpose } from "./en.js"
export { legal_fact_city } from "./en.js"
export { legal_fact_governing_law } from "./en.js"
export { legal_free_groups } from "./en.js"
export { legal_free_groups_free } from "./en.js"
export { legal_help_document_title } from "./en.js"
export { legal_help_home } from "./en.js"
export { legal_help_intro } from "./en.js"
export { legal_help_loading } from "./en.js"
export { legal_help_title } from "./en.js"
export { legal_help_unavailable } from "./en.js"
export { legal_last_updated } from "./en.js"
export { legal_last_updated_date } from "./en.js"
export { legal_link_cookies } from "./en.js"
export { legal_link_help } from "./en.js"
export { legal_link_privacy } from "./en.js"
export { legal_privacy_age_heading } from "./en.js"
export { legal_privacy_age_p1 } from "./en.js"
export { legal_privacy_changes_heading } from "./en.js"
export { legal_privacy_changes_p1 } from "./en.js"
export { legal_privacy_collect_account } from "./en.js"
export { legal_privacy_collect_account_label } from "./en.js"
export { legal_privacy_collect_activity } from "./en.js"
export { legal_privacy_collect_activity_label } from "./en.js"
export { legal_privacy_collect_heading } from "./en.js"
export { legal_privacy_collect_p1 } from "./en.js"
export { legal_privacy_collect_p2 } from "./en.js"
export { legal_privacy_collect_profile } from "./en.js"
export { legal_privacy_collect_profile_label } from "./en.js"
export { legal_privacy_collect_technical } from "./en.js"
export { legal_privacy_collect_technical_label } from "./en.js"
export { legal_privacy_contact_heading } from "./en.js"
export { legal_privacy_contact_p1 } from "./en.js"
export { legal_privacy_intro } from "./en.js"
export { legal_privacy_retention_heading } from "./en.js"
export { legal_privacy_retention_p1 } from "./en.js"
export { legal_privacy_rights_heading } from "./en.js"
export { legal_privacy_rights_p1 } from "./en.js"
export { legal_privacy_security_heading } from "./en.js"
export { legal_privacy_security_p1 } from "./en.js"
export { legal_privacy_sharing_heading } from "./en.js"
export { legal_privacy_sharing_item1 } from "./en.js"
export { legal_privacy_sharing_item2 } from "./en.js"
export { legal_privacy_sharing_item3 } from "./en.js"
export { legal_privacy_sharing_p1 } from "./en.js"
export { legal_privacy_third_parties_heading } from "./en.js"
export { legal_privacy_third_parties_p1 } from "./en.js"
export { legal_privacy_third_parties_p2 } from "./en.js"
export { legal_privacy_title } from "./en.js"
export { legal_privacy_use_heading } from "./en.js"
export { legal_privacy_use_item1 } from "./en.js"
export { legal_privacy_use_item2 } from "./en.js"
export { legal_privacy_use_item3 } from "./en.js"
export { legal_privacy_use_item4 } from "./en.js"
export { legal_privacy_use_item5 } from "./en.js"
export { legal_privacy_use_item6 } from "./en.js"
export { legal_privacy_visible_heading } from "./en.js"
export { legal_privacy_visible_p1 } from "./en.js"
export { legal_privacy_visible_p2 } from "./en.js"
export { legal_terms_account_heading } from "./en.js"
export { legal_terms_account_p1 } from "./en.js"
export { legal_terms_account_p2 } from "./en.js"
export { legal_terms_agreement_heading } from "./en.js"
export { legal_terms_agreement_p1 } from "./en.js"
export { legal_terms_agreement_p2 } from "./en.js"
export { legal_terms_changes_heading } from "./en.js"
export { legal_terms_changes_p1 } from "./en.js"
export { legal_terms_contact_heading } from "./en.js"
export { legal_terms_contact_p1 } from "./en.js"
export { legal_terms_content_heading } from "./en.js"
export { legal_terms_content_p1 } from "./en.js"
export { legal_terms_content_p2 } from "./en.js"
export { legal_terms_disclaimer_heading } from "./en.js"
export { legal_terms_disclaimer_p1 } from "./en.js"
export { legal_terms_eligibility_heading } from "./en.js"
export { legal_terms_eligibility_p1 } from "./en.js"
export { legal_terms_eligibility_p2 } from "./en.js"
export { legal_terms_ending_heading } from "./en.js"
export { legal_terms_ending_p1 } from "./en.js"
export { legal_terms_ending_p2 } from "./en.js"
export { legal_terms_groups_heading } from "./en.js"
export { legal_terms_groups_item1 } from "./en.js"
export { legal_terms_groups_item2 } from "./en.js"
export { legal_terms_groups_item3 } from "./en.js"
export { legal_terms_groups_p1 } from "./en.js"
export { legal_terms_groups_p2 } from "./en.js"
export { legal_terms_groups_p3 } from "./en.js"
export { legal_terms_intro } from "./en.js"
export { legal_terms_law_heading } from "./en.js"
export { legal_terms_law_p1 } from "./en.js"
export { legal_terms_liability_heading } from "./en.js"
export { legal_terms_liability_p1 } from "./en.js"
export { legal_terms_liability_p2 } from "./en.js"
export { legal_terms_rules_heading } from "./en.js"
export { legal_terms_rules_item1 } from "./en.js"
export { legal_terms_rules_item2 } from "./en.js"
export { legal_terms_rules_item3 } from "./en.js"
export { legal_terms_rules_item4 } from "./en.js"
export { legal_terms_rules_item5 } from "./en.js"
export { legal_terms_rules_item6 } from "./en.js"
export { legal_terms_rules_p1 } from "./en.js"
export { legal_terms_title } from "./en.js"
export { people_account_delete_failed } from "./en.js"
export { people_account_deletion_requested } from "./en.js"
export { people_avatar } from "./en.js"
export { people_avatar_delete_failed } from "./en.js"
export { people_avatar_deleted } from "./en.js"
export { people_avatar_description } from "./en.js"
export { people_avatar_file } from "./en.js"
export { people_avatar_of } from "./en.js"
export { people_avatar_upload_failed } from "./en.js"
export { people_avatar_uploaded } from "./en.js"
export { people_calendar_description } from "./en.js"
export { people_calendar_link } from "./en.js"
export { people_calendar_link_failed } from "./en.js"
export { people_calendar_link_renew_failed } from "./en.js"
export { people_calendar_link_renewed } from "./en.js"
export { people_calendar_subscription } from "./en.js"
export { people_change_password } from "./en.js"
export { people_change_password_description } from "./en.js"
export { people_confirm_new_password } from "./en.js"
export { people_copy_link } from "./en.js"
export { people_current_password } from "./en.js"
export { people_delete } from "./en.js"
export { people_delete_account } from "./en.js"
export { people_delete_account_description } from "./en.js"
export { people_delete_account_events } from "./en.js"
export { people_delete_account_groups } from "./en.js"
export { people_delete_account_memberships } from "./en.js"
export { people_delete_account_message } from "./en.js"
export { people_delete_account_title } from "./en.js"
export { people_delete_avatar } from "./en.js"
export { people_delete_avatar_confirm } from "./en.js"
export { people_display_name } from "./en.js"
export { people_display_name_hint } from "./en.js"
export { people_edit_my_profile } from "./en.js"
export { people_get_new_link } from "./en.js"
export { people_loading_calendar_link } from "./en.js"
export { people_loading_profile } from "./en.js"
export { people_loading_settings } from "./en.js"
export { people_loading_your_settings } from "./en.js"
export { people_login } from "./en.js"
export { people_login_hint } from "./en.js"
export { people_member_since } from "./en.js"
export { people_my_neighbourhood } from "./en.js"
export { people_neighbourhood_hint } from "./en.js"
export { people_new_calendar_link_message } from "./en.js"
export { people_new_calendar_link_title } from "./en.js"
export { people_new_password } from "./en.js"
export { people_new_password_hint } from "./en.js"
export { people_no_neighbourhood } from "./en.js"
export { people_open_in_calendar_app } from "./en.js"
export { people_password_update_failed } from "./en.js"
export { people_password_updated } from "./en.js"
export { people_profile } from "./en.js"
export { people_profile_details } from "./en.js"
export { people_profile_details_description } from "./en.js"
export { people_profile_options } from "./en.js"
export { people_profile_update_failed } from "./en.js"
export { people_profile_updated } from "./en.js"
export { people_save_changes } from "./en.js"
export { people_send_message } from "./en.js"
export { people_settings } from "./en.js"
export { people_settings_document_title } from "./en.js"
export { people_settings_intro } from "./en.js"
export { people_settings_sections } from "./en.js"
export { people_tab_appearance } from "./en.js"
export { people_tab_blocked_people } from "./en.js"
export { people_tab_edit_profile } from "./en.js"
export { people_tab_manage_account } from "./en.js"
export { people_tab_notifications } from "./en.js"
export { people_theme } from "./en.js"
export { people_theme_dark } from "./en.js"
export { people_theme_description } from "./en.js"
export { people_theme_light } from "./en.js"
export { people_theme_system } from "./en.js"
export { people_update } from "./en.js"
export { people_upload_avatar } from "./en.js"
export { people_uploading_avatar } from "./en.js"
export { people_view_my_profile } from "./en.js"
export { people_your_avatar } from "./en.js"

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

export const server_send_the_signin_form_as_multipartformdata = /** @type {(inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ-ਇਨ ਫ਼ਾਰਮ multipart/form-data ਵਜੋਂ ਭੇਜੋ।`)
};

export const server_some_of_these_reports_do_not = /** @type {(inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹਨਾਂ ਵਿੱਚੋਂ ਕੁਝ ਰਿਪੋਰਟਾਂ ਮੌਜੂਦ ਨਹੀਂ ਹਨ ਜਾਂ ਇਸ ਵਿਸ਼ੇ ਬਾਰੇ ਨਹੀਂ ਹਨ।`)
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

export const server_this_does_not_exist_and_no = /** @type {(inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਮੌਜੂਦ ਨਹੀਂ ਹੈ, ਅਤੇ ਕਿਸੇ ਨੇ ਇਸਦੀ ਰਿਪੋਰਟ ਵੀ ਨਹੀਂ ਕੀਤੀ।`)
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
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਇਨ ਕਰੋ`)
};

export const shell_sign_up = /** @type {(inputs: Shell_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ ਅੱਪ ਕਰੋ`)
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