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
	return /** @type {LocalizedString} */ (`此为翻译版本，如有出入，以英文原文为准。`)
};

export const common_language = /** @type {(inputs: Common_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`语言`)
};

export const common_language_account_hint = /** @type {(inputs: Common_Language_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在您登录的所有设备上，Neighbourly 都会使用此语言。`)
};

export const common_language_menu = /** @type {(inputs: Common_Language_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择语言`)
};

export const common_language_not_saved = /** @type {(inputs: Common_Language_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法保存您的语言设置。请再试一次。`)
};

export const common_language_saved = /** @type {(inputs: Common_Language_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 的显示语言已切换为${i?.language}。`)
};

export const discovery_clear_filters = /** @type {(inputs: Discovery_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除筛选`)
};

export const discovery_clear_search = /** @type {(inputs: Discovery_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除搜索`)
};

export const discovery_dates_from = /** @type {(inputs: Discovery_Dates_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} 起`)
};

export const discovery_dates_until = /** @type {(inputs: Discovery_Dates_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`截至 ${i?.date}`)
};

export const discovery_events_document_title = /** @type {(inputs: Discovery_Events_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`活动：${i?.search}`)
};

export const discovery_events_empty = /** @type {(inputs: Discovery_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近还没有活动。来创建第一场吧！`)
};

export const discovery_events_empty_mine = /** @type {(inputs: Discovery_Events_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有找到符合搜索条件的活动`)
};

export const discovery_events_empty_visitor = /** @type {(inputs: Discovery_Events_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近还没有活动。登录后来创建第一场吧！`)
};

export const discovery_events_found = /** @type {(inputs: Discovery_Events_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`找到 ${i?.count} 场活动`)
};

export const discovery_events_load_failed = /** @type {(inputs: Discovery_Events_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载活动。`)
};

export const discovery_events_loading = /** @type {(inputs: Discovery_Events_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载活动`)
};

export const discovery_events_more_failed = /** @type {(inputs: Discovery_Events_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载更多活动。`)
};

export const discovery_events_nearby_list = /** @type {(inputs: Discovery_Events_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的活动`)
};

export const discovery_events_nearby_title = /** @type {(inputs: Discovery_Events_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的活动`)
};

export const discovery_events_no_match = /** @type {(inputs: Discovery_Events_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有即将举行的活动与“${i?.search}”匹配。`)
};

export const discovery_events_none_found = /** @type {(inputs: Discovery_Events_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未找到活动`)
};

export const discovery_events_only_mine = /** @type {(inputs: Discovery_Events_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只显示我的小组的活动`)
};

export const discovery_events_placeholder = /** @type {(inputs: Discovery_Events_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动名称或 #标签`)
};

export const discovery_events_show_more = /** @type {(inputs: Discovery_Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示更多活动`)
};

export const discovery_filtered_empty = /** @type {(inputs: Discovery_Filtered_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有符合这些筛选条件的结果。`)
};

export const discovery_filters_a_neighbourhood = /** @type {(inputs: Discovery_Filters_A_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择社区…`)
};

export const discovery_filters_any_distance = /** @type {(inputs: Discovery_Filters_Any_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不限距离`)
};

export const discovery_filters_any_format = /** @type {(inputs: Discovery_Filters_Any_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不限`)
};

export const discovery_filters_any_time = /** @type {(inputs: Discovery_Filters_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何时间`)
};

export const discovery_filters_button = /** @type {(inputs: Discovery_Filters_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选`)
};

export const discovery_filters_button_count = /** @type {(inputs: Discovery_Filters_Button_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`筛选（${i?.count}）`)
};

export const discovery_filters_cancel = /** @type {(inputs: Discovery_Filters_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const discovery_filters_choose_neighbourhood = /** @type {(inputs: Discovery_Filters_Choose_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择社区`)
};

export const discovery_filters_clear_all = /** @type {(inputs: Discovery_Filters_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部清除`)
};

export const discovery_filters_distance = /** @type {(inputs: Discovery_Filters_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`距离`)
};

export const discovery_filters_events_title = /** @type {(inputs: Discovery_Filters_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选活动`)
};

export const discovery_filters_finding_location = /** @type {(inputs: Discovery_Filters_Finding_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在获取您的位置…`)
};

export const discovery_filters_first_day = /** @type {(inputs: Discovery_Filters_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始日期`)
};

export const discovery_filters_format = /** @type {(inputs: Discovery_Filters_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动形式`)
};

export const discovery_filters_groups_title = /** @type {(inputs: Discovery_Filters_Groups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选小组`)
};

export const discovery_filters_home_not_set = /** @type {(inputs: Discovery_Filters_Home_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未设置。`)
};

export const discovery_filters_how_far = /** @type {(inputs: Discovery_Filters_How_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`范围`)
};

export const discovery_filters_hybrid_hint = /** @type {(inputs: Discovery_Filters_Hybrid_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混合活动同时计入两者。`)
};

export const discovery_filters_last_day = /** @type {(inputs: Discovery_Filters_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束日期`)
};

export const discovery_filters_location_found = /** @type {(inputs: Discovery_Filters_Location_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已获取您的位置。`)
};

export const discovery_filters_map_area = /** @type {(inputs: Discovery_Filters_Map_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图上选定的区域`)
};

export const discovery_filters_measured_from = /** @type {(inputs: Discovery_Filters_Measured_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`距离起点`)
};

export const discovery_filters_my_location = /** @type {(inputs: Discovery_Filters_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的位置`)
};

export const discovery_filters_my_neighbourhood = /** @type {(inputs: Discovery_Filters_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的社区`)
};

export const discovery_filters_my_neighbourhood_named = /** @type {(inputs: Discovery_Filters_My_Neighbourhood_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我的社区（${i?.place}）`)
};

export const discovery_filters_neighbourhood = /** @type {(inputs: Discovery_Filters_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`社区`)
};

export const discovery_filters_pick_dates = /** @type {(inputs: Discovery_Filters_Pick_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择日期`)
};

export const discovery_filters_set_home_in_settings = /** @type {(inputs: Discovery_Filters_Set_Home_In_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在“设置”中设置您的社区`)
};

export const discovery_filters_show_events = /** @type {(inputs: Discovery_Filters_Show_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示活动`)
};

export const discovery_filters_show_groups = /** @type {(inputs: Discovery_Filters_Show_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示小组`)
};

export const discovery_filters_when = /** @type {(inputs: Discovery_Filters_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间`)
};

export const discovery_filters_within_km = /** @type {(inputs: Discovery_Filters_Within_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.km} 公里以内`)
};

export const discovery_format_in_person = /** @type {(inputs: Discovery_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线下`)
};

export const discovery_format_online = /** @type {(inputs: Discovery_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线上`)
};

export const discovery_groups_document_title = /** @type {(inputs: Discovery_Groups_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`小组：${i?.search}`)
};

export const discovery_groups_empty = /** @type {(inputs: Discovery_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近还没有小组。来创建第一个吧！`)
};

export const discovery_groups_empty_mine = /** @type {(inputs: Discovery_Groups_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有找到符合搜索条件的小组`)
};

export const discovery_groups_empty_visitor = /** @type {(inputs: Discovery_Groups_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近还没有小组。登录后来创建第一个吧！`)
};

export const discovery_groups_found = /** @type {(inputs: Discovery_Groups_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`找到 ${i?.count} 个小组`)
};

export const discovery_groups_load_failed = /** @type {(inputs: Discovery_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载小组。`)
};

export const discovery_groups_loading = /** @type {(inputs: Discovery_Groups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载小组`)
};

export const discovery_groups_more_failed = /** @type {(inputs: Discovery_Groups_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载更多小组。`)
};

export const discovery_groups_nearby_list = /** @type {(inputs: Discovery_Groups_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的小组`)
};

export const discovery_groups_nearby_title = /** @type {(inputs: Discovery_Groups_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的小组`)
};

export const discovery_groups_no_match = /** @type {(inputs: Discovery_Groups_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有小组与“${i?.search}”匹配。`)
};

export const discovery_groups_none_found = /** @type {(inputs: Discovery_Groups_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未找到小组`)
};

export const discovery_groups_only_mine = /** @type {(inputs: Discovery_Groups_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只显示我的小组`)
};

export const discovery_groups_placeholder = /** @type {(inputs: Discovery_Groups_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组名称或 #标签`)
};

export const discovery_groups_show_more = /** @type {(inputs: Discovery_Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示更多小组`)
};

export const discovery_home_missing = /** @type {(inputs: Discovery_Home_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您尚未设置社区，因此距离筛选未生效。`)
};

export const discovery_home_missing_settings_link = /** @type {(inputs: Discovery_Home_Missing_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往“设置”设置`)
};

export const discovery_home_missing_visitor = /** @type {(inputs: Discovery_Home_Missing_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录后即可在您的社区附近搜索；距离筛选未生效。`)
};

export const discovery_km_away = /** @type {(inputs: Discovery_Km_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} 公里外`)
};

export const discovery_location_denied = /** @type {(inputs: Discovery_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的浏览器未共享您的位置。请在浏览器设置中允许此网站获取位置，或改为选择一个社区。`)
};

export const discovery_location_failed = /** @type {(inputs: Discovery_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂时无法获取您的位置。请重试，或改为选择一个社区。`)
};

export const discovery_location_unsupported = /** @type {(inputs: Discovery_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此浏览器无法获取位置。请改为选择一个社区。`)
};

export const discovery_map_close = /** @type {(inputs: Discovery_Map_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关闭`)
};

export const discovery_map_event_card = /** @type {(inputs: Discovery_Map_Event_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`地图上的活动：${i?.name}`)
};

export const discovery_map_events_shown = /** @type {(inputs: Discovery_Map_Events_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`地图上有 ${i?.count} 场活动`)
};

export const discovery_map_label = /** @type {(inputs: Discovery_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索结果地图`)
};

export const discovery_map_loading = /** @type {(inputs: Discovery_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载地图`)
};

export const discovery_map_not_shown = /** @type {(inputs: Discovery_Map_Not_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`另有 ${i?.count} 场线上或无地点的活动未显示`)
};

export const discovery_map_search_area = /** @type {(inputs: Discovery_Map_Search_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索此区域`)
};

export const discovery_problem_dates_order = /** @type {(inputs: Discovery_Problem_Dates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束日期不能早于开始日期。`)
};

export const discovery_problem_dates_too_long = /** @type {(inputs: Discovery_Problem_Dates_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期范围最多为一年。`)
};

export const discovery_problem_no_dates = /** @type {(inputs: Discovery_Problem_No_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择开始日期、结束日期，或两者都选。`)
};

export const discovery_problem_no_home = /** @type {(inputs: Discovery_Problem_No_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请先设置您的社区。`)
};

export const discovery_problem_no_location = /** @type {(inputs: Discovery_Problem_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未获取到您的位置。`)
};

export const discovery_problem_no_origin = /** @type {(inputs: Discovery_Problem_No_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择从哪里开始计算距离。`)
};

export const discovery_problem_no_place = /** @type {(inputs: Discovery_Problem_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择一个社区。`)
};

export const discovery_search_events = /** @type {(inputs: Discovery_Search_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索活动`)
};

export const discovery_search_events_subtitle = /** @type {(inputs: Discovery_Search_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按名称或 #标签查找即将举行的活动，时间最近的排在前面。`)
};

export const discovery_search_groups = /** @type {(inputs: Discovery_Search_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索小组`)
};

export const discovery_search_groups_subtitle = /** @type {(inputs: Discovery_Search_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按名称或 #标签查找小组，最活跃的排在前面。`)
};

export const discovery_try_again = /** @type {(inputs: Discovery_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重试`)
};

export const discovery_view_label = /** @type {(inputs: Discovery_View_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动显示方式`)
};

export const discovery_view_list = /** @type {(inputs: Discovery_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`列表`)
};

export const discovery_view_map = /** @type {(inputs: Discovery_View_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图`)
};

export const discovery_when_next_week = /** @type {(inputs: Discovery_When_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下周`)
};

export const discovery_when_this_week = /** @type {(inputs: Discovery_When_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本周`)
};

export const discovery_when_today = /** @type {(inputs: Discovery_When_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今天`)
};

export const discovery_when_tomorrow = /** @type {(inputs: Discovery_When_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`明天`)
};

export const discovery_when_weekend = /** @type {(inputs: Discovery_When_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本周末`)
};

export const discovery_within_km_of_a_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_A_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距某个社区 ${i?.km} 公里以内`)
};

export const discovery_within_km_of_map_area = /** @type {(inputs: Discovery_Within_Km_Of_Map_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距地图区域 ${i?.km} 公里以内`)
};

export const discovery_within_km_of_my_location = /** @type {(inputs: Discovery_Within_Km_Of_My_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距我的位置 ${i?.km} 公里以内`)
};

export const discovery_within_km_of_my_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_My_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距我的社区 ${i?.km} 公里以内`)
};

export const discovery_within_km_of_place = /** @type {(inputs: Discovery_Within_Km_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距 ${i?.place} ${i?.km} 公里以内`)
};

export const events_add_a_comment = /** @type {(inputs: Events_Add_A_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发表评论`)
};

export const events_add_comment = /** @type {(inputs: Events_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发表`)
};

export const events_add_count = /** @type {(inputs: Events_Add_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加若干日期`)
};

export const events_add_pin = /** @type {(inputs: Events_Add_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加标记`)
};

export const events_add_to_calendar = /** @type {(inputs: Events_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加到日历`)
};

export const events_address = /** @type {(inputs: Events_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地址`)
};

export const events_address_hint = /** @type {(inputs: Events_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如：2305 Cornwall Ave，或地标`)
};

export const events_address_matches = /** @type {(inputs: Events_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`匹配的地址`)
};

export const events_address_search_down = /** @type {(inputs: Events_Address_Search_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地址搜索暂时无法使用：请手动标记或定位到某个地点。`)
};

export const events_after_count = /** @type {(inputs: Events_After_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在一定场次后`)
};

export const events_attend_event = /** @type {(inputs: Events_Attend_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报名参加`)
};

export const events_attendees_limit = /** @type {(inputs: Events_Attendees_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`人数上限：${i?.limit}`)
};

export const events_attendees_limit_unlimited = /** @type {(inputs: Events_Attendees_Limit_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`人数上限：不限人数`)
};

export const events_attending_note = /** @type {(inputs: Events_Attending_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已报名参加这场活动。`)
};

export const events_back_to = /** @type {(inputs: Events_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`返回 ${i?.group}`)
};

export const events_browse_files = /** @type {(inputs: Events_Browse_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`浏览文件`)
};

export const events_cancel = /** @type {(inputs: Events_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const events_cancelled = /** @type {(inputs: Events_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动已取消。`)
};

export const events_cannot_comment = /** @type {(inputs: Events_Cannot_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能评论这个小组的活动。`)
};

export const events_centre_on = /** @type {(inputs: Events_Centre_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`定位到`)
};

export const events_changed_both = /** @type {(inputs: Events_Changed_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这场活动已更改：现在是 ${i?.time}，在 ${i?.location}`)
};

export const events_changed_place = /** @type {(inputs: Events_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这场活动已更改：现在在 ${i?.location}`)
};

export const events_changed_time = /** @type {(inputs: Events_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这场活动已更改：现在是 ${i?.time}`)
};

export const events_choose_another_file = /** @type {(inputs: Events_Choose_Another_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择其他文件`)
};

export const events_choose_cover = /** @type {(inputs: Events_Choose_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择封面图片`)
};

export const events_choose_image = /** @type {(inputs: Events_Choose_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择图片`)
};

export const events_choose_place = /** @type {(inputs: Events_Choose_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择地点`)
};

export const events_comment_hint = /** @type {(inputs: Events_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请友善发言：能看到这场活动的人都会读到。`)
};

export const events_comment_label = /** @type {(inputs: Events_Comment_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论`)
};

export const events_comment_options = /** @type {(inputs: Events_Comment_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论选项`)
};

export const events_comments_load_failed = /** @type {(inputs: Events_Comments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载评论。`)
};

export const events_copy_subtitle = /** @type {(inputs: Events_Copy_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的副本，顺延一周：请核对日期。标有 * 的字段为必填项。`)
};

export const events_count_hint = /** @type {(inputs: Events_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每场都是独立的活动，有各自的参加者。最多 ${i?.max} 场。`)
};

export const events_cover_alt = /** @type {(inputs: Events_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的封面图片`)
};

export const events_cover_file = /** @type {(inputs: Events_Cover_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片文件`)
};

export const events_cover_preview_alt = /** @type {(inputs: Events_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所选封面图片的预览`)
};

export const events_cover_repeats = /** @type {(inputs: Events_Cover_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动会重复举行。新封面用于：`)
};

export const events_create_another = /** @type {(inputs: Events_Create_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再创建一个类似的`)
};

export const events_create_event = /** @type {(inputs: Events_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建活动`)
};

export const events_create_title = /** @type {(inputs: Events_Create_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`为小组 ${i?.group} 创建或导入活动`)
};

export const events_current_cover_alt = /** @type {(inputs: Events_Current_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`当前封面图片`)
};

export const events_current_cover_stays = /** @type {(inputs: Events_Current_Cover_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`除非您选择新封面，否则保留当前封面。`)
};

export const events_dates_to_add = /** @type {(inputs: Events_Dates_To_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要添加的日期数`)
};

export const events_delete_comment = /** @type {(inputs: Events_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除评论`)
};

export const events_delete_comment_question = /** @type {(inputs: Events_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确定要删除这条评论吗？此操作无法撤销。`)
};

export const events_delete_event = /** @type {(inputs: Events_Delete_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除活动`)
};

export const events_delete_question = /** @type {(inputs: Events_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确定要删除这场活动吗？此操作无法撤销。`)
};

export const events_delete_which = /** @type {(inputs: Events_Delete_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除哪些活动`)
};

export const events_description_hint = /** @type {(inputs: Events_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动内容、需要带什么、欢迎谁参加。`)
};

export const events_description_label = /** @type {(inputs: Events_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`介绍`)
};

export const events_details_for_group_members = /** @type {(inputs: Events_Details_For_Group_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`详情仅对小组成员可见`)
};

export const events_details_for_members = /** @type {(inputs: Events_Details_For_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这场活动的详情仅对 ${i?.group} 的成员可见。`)
};

export const events_directions = /** @type {(inputs: Events_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`路线`)
};

export const events_directions_new_tab = /** @type {(inputs: Events_Directions_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`路线（在新标签页中打开）`)
};

export const events_doc_title = /** @type {(inputs: Events_Doc_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动`)
};

export const events_does_not_repeat = /** @type {(inputs: Events_Does_Not_RepeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不重复`)
};

export const events_download_csv = /** @type {(inputs: Events_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下载 CSV`)
};

export const events_duplicate = /** @type {(inputs: Events_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制活动`)
};

export const events_edit_comment = /** @type {(inputs: Events_Edit_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑评论`)
};

export const events_edit_doc_title = /** @type {(inputs: Events_Edit_Doc_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`编辑 ${i?.name}`)
};

export const events_edit_event = /** @type {(inputs: Events_Edit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑活动`)
};

export const events_edit_recurring = /** @type {(inputs: Events_Edit_RecurringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑重复活动`)
};

export const events_edit_your_comment = /** @type {(inputs: Events_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑您的评论`)
};

export const events_edited = /** @type {(inputs: Events_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（已编辑）`)
};

export const events_edited_at = /** @type {(inputs: Events_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`编辑于 ${i?.time}`)
};

export const events_end_label = /** @type {(inputs: Events_End_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束日期和时间`)
};

export const events_ended = /** @type {(inputs: Events_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已结束`)
};

export const events_ended_note = /** @type {(inputs: Events_Ended_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动已结束。`)
};

export const events_ends = /** @type {(inputs: Events_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束`)
};

export const events_explore = /** @type {(inputs: Events_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索活动`)
};

export const events_faces_label = /** @type {(inputs: Events_Faces_LabelInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人参加：${i?.names}`)
};

export const events_faces_label_more = /** @type {(inputs: Events_Faces_Label_MoreInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人参加：${i?.names} 等另外 ${i?.more} 人`)
};

export const events_format = /** @type {(inputs: Events_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动形式`)
};

export const events_format_fact_hybrid = /** @type {(inputs: Events_Format_Fact_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混合：线下和线上`)
};

export const events_format_fact_online = /** @type {(inputs: Events_Format_Fact_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线上活动`)
};

export const events_format_hint_hybrid = /** @type {(inputs: Events_Format_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大家在下方地点见面，或通过会议链接参加。`)
};

export const events_format_hint_in_person = /** @type {(inputs: Events_Format_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大家在下方地点见面。`)
};

export const events_format_hint_online = /** @type {(inputs: Events_Format_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大家通过会议链接参加。`)
};

export const events_format_hybrid = /** @type {(inputs: Events_Format_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混合`)
};

export const events_format_in_person = /** @type {(inputs: Events_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线下`)
};

export const events_format_online = /** @type {(inputs: Events_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线上`)
};

export const events_frequency_biweekly = /** @type {(inputs: Events_Frequency_BiweeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每 2 周`)
};

export const events_frequency_monthly = /** @type {(inputs: Events_Frequency_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每月`)
};

export const events_frequency_weekly = /** @type {(inputs: Events_Frequency_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每周`)
};

export const events_full_note = /** @type {(inputs: Events_Full_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动已满：新报名者将进入候补名单。`)
};

export const events_go_to_event = /** @type {(inputs: Events_Go_To_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往活动页面`)
};

export const events_go_to_group = /** @type {(inputs: Events_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往小组页面`)
};

export const events_group_owner_suffix = /** @type {(inputs: Events_Group_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}（小组所有者）`)
};

export const events_hand_over_button = /** @type {(inputs: Events_Hand_Over_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移交给其他主办人`)
};

export const events_hand_over_confirm = /** @type {(inputs: Events_Hand_Over_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移交`)
};

export const events_hand_over_title = /** @type {(inputs: Events_Hand_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移交活动`)
};

export const events_host_tools = /** @type {(inputs: Events_Host_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主办人工具`)
};

export const events_hosted_by = /** @type {(inputs: Events_Hosted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`主办人：${i?.name}`)
};

export const events_hosted_by_ask = /** @type {(inputs: Events_Hosted_By_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的主办人是 ${i?.host}。如需修改，请联系对方。`)
};

export const events_hosted_by_more = /** @type {(inputs: Events_Hosted_By_MoreInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`主办人：${i?.name} 及另外 ${i?.count} 人`)
};

export const events_hosts_load_failed = /** @type {(inputs: Events_Hosts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载小组的主办人。`)
};

export const events_import_button = /** @type {(inputs: Events_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用现有 Meetup 活动填写`)
};

export const events_import_form_label = /** @type {(inputs: Events_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入 Meetup 活动`)
};

export const events_import_hint = /** @type {(inputs: Events_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`将填写上方的标题、介绍、地点和开始时间；结束时间设为开始后 4 小时。`)
};

export const events_import_url_label = /** @type {(inputs: Events_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup 活动链接`)
};

export const events_join_group_and_attend = /** @type {(inputs: Events_Join_Group_And_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入小组并参加`)
};

export const events_join_group_and_waitlist = /** @type {(inputs: Events_Join_Group_And_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入小组并进入候补名单`)
};

export const events_join_online = /** @type {(inputs: Events_Join_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线上参加`)
};

export const events_join_to_see = /** @type {(inputs: Events_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入小组即可查看。`)
};

export const events_join_waitlist = /** @type {(inputs: Events_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入候补名单`)
};

export const events_last_date = /** @type {(inputs: Events_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最后日期`)
};

export const events_leave_event = /** @type {(inputs: Events_Leave_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消报名`)
};

export const events_leave_group_gives_up = /** @type {(inputs: Events_Leave_Group_Gives_UpInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`您还将放弃 ${i?.count} 场即将举行的活动中的名额。`)
};

export const events_leave_group_question = /** @type {(inputs: Events_Leave_Group_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确定要退出这个小组吗？`)
};

export const events_leave_waitlist = /** @type {(inputs: Events_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出候补名单`)
};

export const events_link_for_going = /** @type {(inputs: Events_Link_For_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会议链接仅向参加者显示。`)
};

export const events_loading_comments = /** @type {(inputs: Events_Loading_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载评论`)
};

export const events_loading_event = /** @type {(inputs: Events_Loading_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载活动`)
};

export const events_loading_group = /** @type {(inputs: Events_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载小组`)
};

export const events_loading_hosts = /** @type {(inputs: Events_Loading_HostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载小组的主办人…`)
};

export const events_loading_map = /** @type {(inputs: Events_Loading_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载地图`)
};

export const events_loading_participants = /** @type {(inputs: Events_Loading_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载参加者`)
};

export const events_loading_past = /** @type {(inputs: Events_Loading_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载过往活动`)
};

export const events_loading_tab = /** @type {(inputs: Events_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载标签页`)
};

export const events_loading_upcoming = /** @type {(inputs: Events_Loading_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载即将举行的活动`)
};

export const events_loading_yours = /** @type {(inputs: Events_Loading_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载您的活动`)
};

export const events_local_time_hint = /** @type {(inputs: Events_Local_Time_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}（您的当地时间）`)
};

export const events_location = /** @type {(inputs: Events_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地点`)
};

export const events_location_hint_hybrid = /** @type {(inputs: Events_Location_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一个容易找到的地点，例如：Britannia Community Centre 2 号房。`)
};

export const events_location_hint_in_person = /** @type {(inputs: Events_Location_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一个容易找到的地点，例如：Kitsilano Beach 救生员瞭望塔旁。`)
};

export const events_location_hint_online = /** @type {(inputs: Events_Location_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动在哪里进行，例如：线上（Zoom）。`)
};

export const events_map_new_tab = /** @type {(inputs: Events_Map_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（地图，在新标签页中打开）`)
};

export const events_map_of = /** @type {(inputs: Events_Map_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的位置地图`)
};

export const events_meeting_link = /** @type {(inputs: Events_Meeting_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会议链接`)
};

export const events_meeting_link_hint = /** @type {(inputs: Events_Meeting_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选填。只有参加者、主办人和小组所有者能看到。`)
};

export const events_meeting_link_new_tab = /** @type {(inputs: Events_Meeting_Link_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（会议链接，在新标签页中打开）`)
};

export const events_more_count_hint = /** @type {(inputs: Events_More_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每场都是独立的活动，有各自的参加者。未来最多 ${i?.max} 场。`)
};

export const events_more_dates = /** @type {(inputs: Events_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更多日期`)
};

export const events_more_dates_hint = /** @type {(inputs: Events_More_Dates_HintInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.rule}，还有 ${i?.count} 个日期。新日期接在最后一个之后。`)
};

export const events_more_until_hint = /** @type {(inputs: Events_More_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列活动将持续到这一天。`)
};

export const events_move_pin = /** @type {(inputs: Events_Move_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移动标记`)
};

export const events_my_events = /** @type {(inputs: Events_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活动`)
};

export const events_my_events_count = /** @type {(inputs: Events_My_Events_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我的活动（${i?.count}）`)
};

export const events_names_separator = /** @type {(inputs: Events_Names_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`、`)
};

export const events_new_last_date = /** @type {(inputs: Events_New_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新的最后日期`)
};

export const events_no_address_matches = /** @type {(inputs: Events_No_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有匹配的地址。请尝试街道和门牌号，或地标。`)
};

export const events_no_comments = /** @type {(inputs: Events_No_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有评论。来说第一句吧！`)
};

export const events_no_image = /** @type {(inputs: Events_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未选择图片`)
};

export const events_no_link_manage = /** @type {(inputs: Events_No_Link_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有会议链接：请通过“编辑活动”添加。`)
};

export const events_no_link_yet = /** @type {(inputs: Events_No_Link_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主办人还没有添加会议链接。`)
};

export const events_no_more_dates = /** @type {(inputs: Events_No_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不添加日期`)
};

export const events_no_other_host = /** @type {(inputs: Events_No_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这个小组还没有其他活动主办人。小组所有者可以在“成员”标签页中将成员设为活动主办人。`)
};

export const events_no_participants = /** @type {(inputs: Events_No_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有人报名。`)
};

export const events_not_a_host_body = /** @type {(inputs: Events_Not_A_Host_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 由 ${i?.owner} 组织。如果您想主办活动，请联系对方。`)
};

export const events_not_a_host_title = /** @type {(inputs: Events_Not_A_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有小组所有者和活动主办人可以创建活动`)
};

export const events_not_attending = /** @type {(inputs: Events_Not_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您还没有参加任何活动...`)
};

export const events_number_of_events = /** @type {(inputs: Events_Number_Of_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动场次`)
};

export const events_on_date = /** @type {(inputs: Events_On_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在某个日期`)
};

export const events_only_host_can_edit = /** @type {(inputs: Events_Only_Host_Can_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有活动主办人可以编辑这场活动`)
};

export const events_opens_new_tab = /** @type {(inputs: Events_Opens_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（在新标签页中打开）`)
};

export const events_options = /** @type {(inputs: Events_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动选项`)
};

export const events_owner_will_answer = /** @type {(inputs: Events_Owner_Will_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组所有者会回复您的申请。`)
};

export const events_participants_limit = /** @type {(inputs: Events_Participants_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`人数上限`)
};

export const events_participants_limit_hint = /** @type {(inputs: Events_Participants_Limit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`除您（主办人）以外的名额。0 表示不限人数。`)
};

export const events_participants_load_failed = /** @type {(inputs: Events_Participants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载参加者。`)
};

export const events_participants_of = /** @type {(inputs: Events_Participants_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的参加者`)
};

export const events_past = /** @type {(inputs: Events_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`过往活动`)
};

export const events_past_load_failed = /** @type {(inputs: Events_Past_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载过往活动。`)
};

export const events_picker_map_label = /** @type {(inputs: Events_Picker_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图。拖动标记，或在地图上点击活动地点。`)
};

export const events_pin_alt = /** @type {(inputs: Events_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动标记`)
};

export const events_pin_centre = /** @type {(inputs: Events_Pin_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标记地图中心`)
};

export const events_pin_drag_title = /** @type {(inputs: Events_Pin_Drag_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拖动以移动标记`)
};

export const events_pin_field_hint = /** @type {(inputs: Events_Pin_Field_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把活动放到地图上，并为大家提供到确切地点的路线。`)
};

export const events_pin_field_label = /** @type {(inputs: Events_Pin_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图标记（选填）`)
};

export const events_pin_hint = /** @type {(inputs: Events_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拖动标记，或在地图上点击集合地点。先定位到某个地点，可从附近开始。`)
};

export const events_pin_near = /** @type {(inputs: Events_Pin_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place} 附近 · ${i?.point}`)
};

export const events_pin_of = /** @type {(inputs: Events_Pin_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的标记`)
};

export const events_pin_on_map = /** @type {(inputs: Events_Pin_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图标记`)
};

export const events_pin_readout = /** @type {(inputs: Events_Pin_ReadoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`地图标记：${i?.pin}`)
};

export const events_privacy_hint_private = /** @type {(inputs: Events_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有小组成员能看到详情（时间、地点、介绍、主办人）。`)
};

export const events_privacy_hint_public = /** @type {(inputs: Events_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何人都能查看详情；小组成员可以参加。`)
};

export const events_privacy_label = /** @type {(inputs: Events_Privacy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动隐私类型`)
};

export const events_private_group_events = /** @type {(inputs: Events_Private_Group_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这个私密小组的活动仅对其成员可见。`)
};

export const events_private_group_note = /** @type {(inputs: Events_Private_Group_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这是私密小组：只有成员可以参加其活动。`)
};

export const events_ready = /** @type {(inputs: Events_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的活动已准备就绪。`)
};

export const events_remove = /** @type {(inputs: Events_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const events_remove_cover = /** @type {(inputs: Events_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除封面图片`)
};

export const events_remove_cover_from = /** @type {(inputs: Events_Remove_Cover_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从以下活动移除封面图片：`)
};

export const events_remove_cover_from_label = /** @type {(inputs: Events_Remove_Cover_From_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除封面的范围`)
};

export const events_remove_cover_one = /** @type {(inputs: Events_Remove_Cover_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要移除这场活动的封面图片吗？您随时可以上传新图片。`)
};

export const events_remove_cover_series = /** @type {(inputs: Events_Remove_Cover_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动显示的是所属系列活动的封面。要从该系列的所有活动中移除吗？您随时可以上传新图片。`)
};

export const events_remove_pin = /** @type {(inputs: Events_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除标记`)
};

export const events_repeat_biweekly = /** @type {(inputs: Events_Repeat_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每 2 周的${i?.weekday}`)
};

export const events_repeat_monthly_1 = /** @type {(inputs: Events_Repeat_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 1 个${i?.weekday}`)
};

export const events_repeat_monthly_2 = /** @type {(inputs: Events_Repeat_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 2 个${i?.weekday}`)
};

export const events_repeat_monthly_3 = /** @type {(inputs: Events_Repeat_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 3 个${i?.weekday}`)
};

export const events_repeat_monthly_4 = /** @type {(inputs: Events_Repeat_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 4 个${i?.weekday}`)
};

export const events_repeat_monthly_last = /** @type {(inputs: Events_Repeat_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月最后一个${i?.weekday}`)
};

export const events_repeat_weekly = /** @type {(inputs: Events_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每周${i?.weekday}`)
};

export const events_repeats = /** @type {(inputs: Events_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重复`)
};

export const events_repeats_biweekly = /** @type {(inputs: Events_Repeats_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每 2 周的${i?.weekday}举行`)
};

export const events_repeats_monthly_1 = /** @type {(inputs: Events_Repeats_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 1 个${i?.weekday}举行`)
};

export const events_repeats_monthly_2 = /** @type {(inputs: Events_Repeats_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 2 个${i?.weekday}举行`)
};

export const events_repeats_monthly_3 = /** @type {(inputs: Events_Repeats_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 3 个${i?.weekday}举行`)
};

export const events_repeats_monthly_4 = /** @type {(inputs: Events_Repeats_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 4 个${i?.weekday}举行`)
};

export const events_repeats_monthly_last = /** @type {(inputs: Events_Repeats_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月最后一个${i?.weekday}举行`)
};

export const events_repeats_weekly = /** @type {(inputs: Events_Repeats_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每周${i?.weekday}举行`)
};

export const events_request_to_join_to_attend = /** @type {(inputs: Events_Request_To_Join_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申请加入小组以参加`)
};

export const events_requested_membership = /** @type {(inputs: Events_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已申请加入`)
};

export const events_required_note = /** @type {(inputs: Events_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标有 * 的字段为必填项。`)
};

export const events_save = /** @type {(inputs: Events_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存`)
};

export const events_save_changes_to = /** @type {(inputs: Events_Save_Changes_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动会重复举行。将更改保存到：`)
};

export const events_save_which = /** @type {(inputs: Events_Save_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存到哪些活动`)
};

export const events_scope_following = /** @type {(inputs: Events_Scope_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场及之后的活动`)
};

export const events_scope_series = /** @type {(inputs: Events_Scope_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列中的所有活动`)
};

export const events_scope_this = /** @type {(inputs: Events_Scope_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动`)
};

export const events_searching = /** @type {(inputs: Events_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在搜索…`)
};

export const events_sections = /** @type {(inputs: Events_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动栏目`)
};

export const events_see_other_events = /** @type {(inputs: Events_See_Other_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看小组的其他活动`)
};

export const events_selected_file = /** @type {(inputs: Events_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已选择：${i?.name}`)
};

export const events_series_dates = /** @type {(inputs: Events_Series_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本系列的日期`)
};

export const events_series_summary = /** @type {(inputs: Events_Series_SummaryInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.frequency} · ${i?.count} 个日期`)
};

export const events_show_all_dates = /** @type {(inputs: Events_Show_All_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`显示全部 ${i?.total} 个日期`)
};

export const events_show_more = /** @type {(inputs: Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示更多活动`)
};

export const events_sign_in_join_to_see = /** @type {(inputs: Events_Sign_In_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录并加入小组即可查看。`)
};

export const events_sign_in_to_attend = /** @type {(inputs: Events_Sign_In_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录后报名`)
};

export const events_start_label = /** @type {(inputs: Events_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始日期和时间`)
};

export const events_tab_about = /** @type {(inputs: Events_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`简介`)
};

export const events_tab_comments = /** @type {(inputs: Events_Tab_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论`)
};

export const events_tab_participants = /** @type {(inputs: Events_Tab_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加者`)
};

export const events_title_hint = /** @type {(inputs: Events_Title_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如：Kits Beach 日出跑`)
};

export const events_title_label = /** @type {(inputs: Events_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标题`)
};

export const events_toast_attend_failed = /** @type {(inputs: Events_Toast_Attend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报名参加活动失败。`)
};

export const events_toast_attend_failed_not_member = /** @type {(inputs: Events_Toast_Attend_Failed_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您必须是小组成员才能参加`)
};

export const events_toast_attending = /** @type {(inputs: Events_Toast_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功报名参加活动`)
};

export const events_toast_comment_added = /** @type {(inputs: Events_Toast_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论已发布`)
};

export const events_toast_comment_delete_failed = /** @type {(inputs: Events_Toast_Comment_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除评论失败。`)
};

export const events_toast_comment_deleted = /** @type {(inputs: Events_Toast_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论已删除`)
};

export const events_toast_comment_failed = /** @type {(inputs: Events_Toast_Comment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发布评论失败。`)
};

export const events_toast_comment_update_failed = /** @type {(inputs: Events_Toast_Comment_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新评论失败。`)
};

export const events_toast_comment_updated = /** @type {(inputs: Events_Toast_Comment_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论已更新`)
};

export const events_toast_cover_delete_failed = /** @type {(inputs: Events_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除封面图片失败`)
};

export const events_toast_cover_deleted = /** @type {(inputs: Events_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片已删除`)
};

export const events_toast_cover_upload_failed = /** @type {(inputs: Events_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上传封面图片失败。`)
};

export const events_toast_cover_uploaded = /** @type {(inputs: Events_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片已上传`)
};

export const events_toast_create_failed = /** @type {(inputs: Events_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建活动失败。`)
};

export const events_toast_created = /** @type {(inputs: Events_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的活动已成功创建！`)
};

export const events_toast_delete_failed = /** @type {(inputs: Events_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除活动失败`)
};

export const events_toast_deleted = /** @type {(inputs: Events_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动已删除`)
};

export const events_toast_hand_over_failed = /** @type {(inputs: Events_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移交活动失败。`)
};

export const events_toast_handed_over = /** @type {(inputs: Events_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 现在是活动的主办人`)
};

export const events_toast_import_failed = /** @type {(inputs: Events_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入活动失败。请确认链接正确。`)
};

export const events_toast_join_group_failed = /** @type {(inputs: Events_Toast_Join_Group_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入小组失败。`)
};

export const events_toast_joined_group = /** @type {(inputs: Events_Toast_Joined_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已加入小组`)
};

export const events_toast_leave_event_failed = /** @type {(inputs: Events_Toast_Leave_Event_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消报名失败。`)
};

export const events_toast_left_event = /** @type {(inputs: Events_Toast_Left_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功取消报名`)
};

export const events_toast_membership_request_failed = /** @type {(inputs: Events_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申请加入失败。`)
};

export const events_toast_membership_requested = /** @type {(inputs: Events_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的加入申请已发送给小组所有者`)
};

export const events_toast_update_failed = /** @type {(inputs: Events_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新活动失败`)
};

export const events_toast_updated = /** @type {(inputs: Events_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动已更新`)
};

export const events_toast_waitlisted = /** @type {(inputs: Events_Toast_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功进入活动的候补名单`)
};

export const events_until_hint = /** @type {(inputs: Events_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列活动在这一天之后停止。`)
};

export const events_until_later = /** @type {(inputs: Events_Until_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直到之后某个日期`)
};

export const events_upcoming = /** @type {(inputs: Events_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即将举行的活动`)
};

export const events_upcoming_load_failed = /** @type {(inputs: Events_Upcoming_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载即将举行的活动。`)
};

export const events_update_event = /** @type {(inputs: Events_Update_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新活动`)
};

export const events_upload_cover = /** @type {(inputs: Events_Upload_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上传封面图片`)
};

export const events_uploaded_on_save = /** @type {(inputs: Events_Uploaded_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存活动时会上传图片。`)
};

export const events_use_cover_for = /** @type {(inputs: Events_Use_Cover_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面用于`)
};

export const events_use_this_image = /** @type {(inputs: Events_Use_This_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用这张图片`)
};

export const events_use_this_pin = /** @type {(inputs: Events_Use_This_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用此标记`)
};

export const events_waitlist_order_note = /** @type {(inputs: Events_Waitlist_Order_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人退出时，名额按候补名单顺序分配。`)
};

export const events_waitlist_place = /** @type {(inputs: Events_Waitlist_PlaceInputs) => LocalizedString} */ (i) => {
	const positionText = registry.number("zh-Hans", i?.position, {});return /** @type {LocalizedString} */ (`您在候补名单中排第 ${i?.position} 位`)
};

export const events_waitlisted_note = /** @type {(inputs: Events_Waitlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在候补名单中：有人退出时您将获得名额。`)
};

export const events_where = /** @type {(inputs: Events_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地点`)
};

export const events_who_will_host = /** @type {(inputs: Events_Who_Will_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`谁来主办 ${i?.name}？现任主办人将保留为参加者。`)
};

export const events_your_events = /** @type {(inputs: Events_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的活动`)
};

export const events_your_local_time = /** @type {(inputs: Events_Your_Local_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的当地时间`)
};

export const events_yours_load_failed = /** @type {(inputs: Events_Yours_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载您的活动。`)
};

export const home_bubble_book_club = /** @type {(inputs: Home_Bubble_Book_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读书会`)
};

export const home_bubble_coffee = /** @type {(inputs: Home_Bubble_CoffeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咖啡`)
};

export const home_bubble_dog_walks = /** @type {(inputs: Home_Bubble_Dog_WalksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`遛狗`)
};

export const home_bubble_gardening = /** @type {(inputs: Home_Bubble_GardeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`园艺`)
};

export const home_bubble_hiking = /** @type {(inputs: Home_Bubble_HikingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`徒步`)
};

export const home_bubble_jam_nights = /** @type {(inputs: Home_Bubble_Jam_NightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即兴演奏夜`)
};

export const home_bubble_running = /** @type {(inputs: Home_Bubble_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`跑步`)
};

export const home_bubble_sketching = /** @type {(inputs: Home_Bubble_SketchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速写`)
};

export const home_create_account = /** @type {(inputs: Home_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建免费账号`)
};

export const home_create_own_group = /** @type {(inputs: Home_Create_Own_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建您自己的小组`)
};

export const home_events_subtitle = /** @type {(inputs: Home_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即将举行的活动，按时间先后排列。`)
};

export const home_explore_events = /** @type {(inputs: Home_Explore_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索活动`)
};

export const home_explore_groups = /** @type {(inputs: Home_Explore_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索小组`)
};

export const home_find_people_text = /** @type {(inputs: Home_Find_People_TextInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`按名称或 #标签 搜索小组：徒步、语言交换、园艺、编程等等。每位成员都可以免费创建 ${i?.count} 个小组：策划活动、欢迎新成员，打造属于您自己的社群。`)
};

export const home_find_people_title = /** @type {(inputs: Home_Find_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找到志同道合的人`)
};

export const home_first_event_text = /** @type {(inputs: Home_First_Event_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日出徒步、桌游之夜、园艺义工日：报名参加您附近的活动。活动名额已满时，可加入候补名单，一有名额空出，我们就会为您递补。`)
};

export const home_first_event_title = /** @type {(inputs: Home_First_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加您的第一场活动`)
};

export const home_groups_subtitle = /** @type {(inputs: Home_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`温哥华各地的小组，按活跃程度排列。`)
};

export const home_have_account = /** @type {(inputs: Home_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我已有账号`)
};

export const home_hero_action = /** @type {(inputs: Home_Hero_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即开始探索`)
};

export const home_hero_eyebrow = /** @type {(inputs: Home_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`遍布温哥华的小组与活动`)
};

export const home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找到志同道合的人，从沿着海堤晨跑到在 Mount Pleasant 玩桌游之夜。加入小组、参加活动，或者创建您自己的小组。`)
};

export const home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`欢迎来到 Neighbourly：结识新朋友的好去处！`)
};

export const home_my_events = /** @type {(inputs: Home_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活动`)
};

export const home_my_groups = /** @type {(inputs: Home_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的小组`)
};

export const home_new_text = /** @type {(inputs: Home_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册免费账号，即可加入小组、报名参加活动，还能创建您自己的社群。已经是成员了？登录即可查看您的小组有哪些计划，并按名称或 #标签 搜索。`)
};

export const home_new_title = /** @type {(inputs: Home_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`初次来到 Neighbourly？`)
};

export const home_welcome_back = /** @type {(inputs: Home_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`欢迎回来，${i?.name}`)
};

export const home_welcome_text = /** @type {(inputs: Home_Welcome_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`看看您附近有什么活动，或按名称或 #标签 搜索。`)
};

export const labels_attendance_with_waitlist = /** @type {(inputs: Labels_Attendance_With_WaitlistInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.taken} · 候补 ${i?.count} 人`)
};

export const labels_event_privacy_private = /** @type {(inputs: Labels_Event_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私密活动`)
};

export const labels_event_privacy_public = /** @type {(inputs: Labels_Event_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公开活动`)
};

export const labels_going_count = /** @type {(inputs: Labels_Going_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人参加`)
};

export const labels_group_privacy_private = /** @type {(inputs: Labels_Group_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私密小组`)
};

export const labels_group_privacy_public = /** @type {(inputs: Labels_Group_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公开小组`)
};

export const labels_hidden_by_moderators = /** @type {(inputs: Labels_Hidden_By_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被审核员隐藏`)
};

export const labels_location_separator = /** @type {(inputs: Labels_Location_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const labels_members_count = /** @type {(inputs: Labels_Members_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 位成员`)
};

export const labels_no_one_going = /** @type {(inputs: Labels_No_One_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂无人参加`)
};

export const labels_participant_role_host = /** @type {(inputs: Labels_Participant_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主办人`)
};

export const labels_participant_role_participant = /** @type {(inputs: Labels_Participant_Role_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加者`)
};

export const labels_participant_role_waitlisted = /** @type {(inputs: Labels_Participant_Role_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`候补中`)
};

export const labels_places_taken = /** @type {(inputs: Labels_Places_TakenInputs) => LocalizedString} */ (i) => {
	const limitPlural = registry.plural("zh-Hans", i?.limit, {});
	const takenPlural = registry.plural("zh-Hans", i?.taken, {});
	const takenText = registry.number("zh-Hans", i?.taken, {});
	const limitText = registry.number("zh-Hans", i?.limit, {});return /** @type {LocalizedString} */ (`已报名 ${i?.taken}/${i?.limit} 个名额`)
};

export const labels_waiting_for_review = /** @type {(inputs: Labels_Waiting_For_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`等待审核`)
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
	return /** @type {LocalizedString} */ (`本网站未启用地址搜索：请拖动地图标记，或选择一个社区。`)
};

export const server_altcha_is_not_in_use = /** @type {(inputs: Server_Altcha_Is_Not_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未启用 ALTCHA。`)
};

export const server_failed_to_create_group_limit_of = /** @type {(inputs: Server_Failed_To_Create_Group_Limit_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建小组失败。已超出每位用户可创建的小组数量上限。`)
};

export const server_invalid_or_missing_csrf_token_reload = /** @type {(inputs: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSRF 令牌无效或缺失。请刷新页面后重试。`)
};

export const server_new_members_join_as_member = /** @type {(inputs: Server_New_Members_Join_As_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新成员以 MEMBER 身份加入。`)
};

export const server_no_free_group_id_could_be = /** @type {(inputs: Server_No_Free_Group_Id_Could_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法根据此链接生成可用的小组 ID。`)
};

export const server_no_one_may_act_on_an = /** @type {(inputs: Server_No_One_May_Act_On_AnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在此处，任何人都不能对管理员执行操作。`)
};

export const server_not_found = /** @type {(inputs: Server_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未找到。`)
};

export const server_nothing_could_be_read_from_this = /** @type {(inputs: Server_Nothing_Could_Be_Read_From_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法从此页面读取任何内容：请确认该页面是公开的，并且链接正确。`)
};

export const server_only_an_admin_may_act_on = /** @type {(inputs: Server_Only_An_Admin_May_Act_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有管理员才能对审核员执行操作。`)
};

export const server_only_an_event_host_or_the = /** @type {(inputs: Server_Only_An_Event_Host_Or_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动只能移交给活动主办人或小组所有者。`)
};

export const server_only_https_links_to_meetupcom_can = /** @type {(inputs: Server_Only_Https_Links_To_Meetupcom_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只能导入指向 meetup.com 的 https 链接。`)
};

export const server_only_members_of_the_group_see = /** @type {(inputs: Server_Only_Members_Of_The_Group_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有小组成员才能查看此活动。`)
};

export const server_only_members_see_a_private_groups = /** @type {(inputs: Server_Only_Members_See_A_Private_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有成员才能查看私密小组的日历。`)
};

export const server_only_members_see_who_belongs_to = /** @type {(inputs: Server_Only_Members_See_Who_Belongs_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有成员才能查看私密小组的成员名单。`)
};

export const server_only_site_moderators_may_do_this = /** @type {(inputs: Server_Only_Site_Moderators_May_Do_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有网站审核员才能执行此操作。`)
};

export const server_only_the_creator_of_an_event = /** @type {(inputs: Server_Only_The_Creator_Of_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动的主办人只能是其创建者。`)
};

export const server_only_the_host_of_the_event = /** @type {(inputs: Server_Only_The_Host_Of_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有活动主办人或小组所有者才能执行此操作。`)
};

export const server_only_the_host_of_the_event_2 = /** @type {(inputs: Server_Only_The_Host_Of_The_Event_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有活动主办人或小组所有者才能移交此活动。`)
};

export const server_only_the_host_or_the_owner = /** @type {(inputs: Server_Only_The_Host_Or_The_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有主办人或小组所有者才能删除此活动。`)
};

export const server_only_the_host_or_the_owner_2 = /** @type {(inputs: Server_Only_The_Host_Or_The_Owner_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有主办人或小组所有者才能下载参加者名单。`)
};

export const server_only_the_owner_and_the_event = /** @type {(inputs: Server_Only_The_Owner_And_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有本小组的所有者和活动主办人才能在小组中创建活动。`)
};

export const server_please_sign_in_to_continue = /** @type {(inputs: Server_Please_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请登录后继续。`)
};

export const server_send_the_signin_form_as_multipartformdata = /** @type {(inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请以 multipart/form-data 格式发送登录表单。`)
};

export const server_some_of_these_reports_do_not = /** @type {(inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其中部分举报不存在，或与此对象无关。`)
};

export const server_the_cursor_is_not_valid_ask = /** @type {(inputs: Server_The_Cursor_Is_Not_Valid_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`游标无效：请重新请求第一页。`)
};

export const server_the_host_cannot_leave_their_own = /** @type {(inputs: Server_The_Host_Cannot_Leave_Their_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主办人不能退出自己的活动。`)
};

export const server_the_host_of_an_event_cannot = /** @type {(inputs: Server_The_Host_Of_An_Event_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法在此处更改活动的主办人。`)
};

export const server_the_owner_cannot_leave_the_group = /** @type {(inputs: Server_The_Owner_Cannot_Leave_The_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有者不能退出小组。`)
};

export const server_the_owner_of_a_group_cannot = /** @type {(inputs: Server_The_Owner_Of_A_Group_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法在此处更改小组的所有者。`)
};

export const server_the_signin_form_could_not_be = /** @type {(inputs: Server_The_Signin_Form_Could_Not_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取登录表单。`)
};

export const server_the_upload_could_not_be_read = /** @type {(inputs: Server_The_Upload_Could_Not_Be_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取上传的文件。`)
};

export const server_there_is_no_image = /** @type {(inputs: Server_There_Is_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有图片。`)
};

export const server_there_is_no_such_request = /** @type {(inputs: Server_There_Is_No_Such_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该申请不存在。`)
};

export const server_there_is_no_such_sitemap_file = /** @type {(inputs: Server_There_Is_No_Such_Sitemap_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该站点地图文件不存在。`)
};

export const server_there_is_no_such_user = /** @type {(inputs: Server_There_Is_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该用户不存在。`)
};

export const server_this_calendar_address_is_not_valid = /** @type {(inputs: Server_This_Calendar_Address_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此日历地址无效（可能已被新地址取代）。`)
};

export const server_this_comment_does_not_exist = /** @type {(inputs: Server_This_Comment_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此评论不存在。`)
};

export const server_this_does_not_exist_and_no = /** @type {(inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该内容不存在，也没有人举报过它。`)
};

export const server_this_event_does_not_exist = /** @type {(inputs: Server_This_Event_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活动不存在。`)
};

export const server_this_event_has_already_ended = /** @type {(inputs: Server_This_Event_Has_Already_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活动已结束。`)
};

export const server_this_group_does_not_exist = /** @type {(inputs: Server_This_Group_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此小组不存在。`)
};

export const server_this_group_is_private_ask_to = /** @type {(inputs: Server_This_Group_Is_Private_Ask_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此小组为私密小组：请改为申请加入。`)
};

export const server_this_group_is_private_its_events = /** @type {(inputs: Server_This_Group_Is_Private_Its_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此小组为私密小组：其活动没有公开订阅源。`)
};

export const server_this_is_not_a_link = /** @type {(inputs: Server_This_Is_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是一个链接。`)
};

export const server_this_is_not_the_link_of = /** @type {(inputs: Server_This_Is_Not_The_Link_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是 Meetup 小组的链接。`)
};

export const server_this_is_not_the_link_of_2 = /** @type {(inputs: Server_This_Is_Not_The_Link_Of_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是 Meetup 活动的链接。`)
};

export const server_this_no_longer_exists_only_dismiss = /** @type {(inputs: Server_This_No_Longer_Exists_Only_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该内容已不存在：只能选择 DISMISS。`)
};

export const server_this_person_already_hosts_the_event = /** @type {(inputs: Server_This_Person_Already_Hosts_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此人已是该活动的主办人。`)
};

export const server_this_person_does_not_exist = /** @type {(inputs: Server_This_Person_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该用户不存在。`)
};

export const server_this_person_is_not_a_member = /** @type {(inputs: Server_This_Person_Is_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此人不是本小组的成员。`)
};

export const server_this_person_is_not_banned_from = /** @type {(inputs: Server_This_Person_Is_Not_Banned_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此人未被本小组封禁。`)
};

export const server_too_many_requests_please_wait_a = /** @type {(inputs: Server_Too_Many_Requests_Please_Wait_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请求过于频繁。请等待一分钟后重试。`)
};

export const server_you_are_already_attending_this_event = /** @type {(inputs: Server_You_Are_Already_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已报名参加此活动。`)
};

export const server_you_are_not_a_member_of = /** @type {(inputs: Server_You_Are_Not_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不是此小组的成员。`)
};

export const server_you_are_not_allowed_to_do = /** @type {(inputs: Server_You_Are_Not_Allowed_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您无权执行此操作。`)
};

export const server_you_are_not_attending_this_event = /** @type {(inputs: Server_You_Are_Not_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您未报名参加此活动。`)
};

export const server_you_cannot_act_on_yourself_or = /** @type {(inputs: Server_You_Cannot_Act_On_Yourself_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能对自己或自己发布的内容执行此操作。`)
};

export const server_you_cannot_ask_to_join_this = /** @type {(inputs: Server_You_Cannot_Ask_To_Join_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您无法申请加入此小组。`)
};

export const server_you_cannot_block_yourself = /** @type {(inputs: Server_You_Cannot_Block_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能屏蔽自己。`)
};

export const server_you_cannot_comment_on_this_groups = /** @type {(inputs: Server_You_Cannot_Comment_On_This_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能评论此小组的活动。`)
};

export const server_you_cannot_join_this_group = /** @type {(inputs: Server_You_Cannot_Join_This_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您无法加入此小组。`)
};

export const server_you_have_not_blocked_this_person = /** @type {(inputs: Server_You_Have_Not_Blocked_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您没有屏蔽此人。`)
};

export const server_you_must_be_a_member_of = /** @type {(inputs: Server_You_Must_Be_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您必须是小组成员才能参加`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账号菜单`)
};

export const shell_account_nav = /** @type {(inputs: Shell_Account_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账号`)
};

export const shell_back_to = /** @type {(inputs: Shell_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`返回${i?.name}`)
};

export const shell_cancel = /** @type {(inputs: Shell_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const shell_check_connection = /** @type {(inputs: Shell_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请检查网络连接后重试。`)
};

export const shell_checking_availability = /** @type {(inputs: Shell_Checking_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在检查是否可用`)
};

export const shell_choose_another_image = /** @type {(inputs: Shell_Choose_Another_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择其他图片`)
};

export const shell_choose_cover_image = /** @type {(inputs: Shell_Choose_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择封面图片`)
};

export const shell_confirm = /** @type {(inputs: Shell_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认`)
};

export const shell_confirm_title = /** @type {(inputs: Shell_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认`)
};

export const shell_cover_image_file = /** @type {(inputs: Shell_Cover_Image_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片文件`)
};

export const shell_cover_image_optional = /** @type {(inputs: Shell_Cover_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片（可选）`)
};

export const shell_create_group = /** @type {(inputs: Shell_Create_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建小组`)
};

export const shell_error_detail = /** @type {(inputs: Shell_Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`页面无法加载。请检查网络连接后重试。`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`出错了`)
};

export const shell_event_load_failed = /** @type {(inputs: Shell_Event_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载该活动`)
};

export const shell_footer_cookies = /** @type {(inputs: Shell_Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie 政策`)
};

export const shell_footer_credit = /** @type {(inputs: Shell_Footer_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} Neighbourly · 为温哥华的邻居们打造`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帮助`)
};

export const shell_footer_nav = /** @type {(inputs: Shell_Footer_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`法律信息与帮助`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐私政策`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服务条款`)
};

export const shell_go_home = /** @type {(inputs: Shell_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回首页`)
};

export const shell_group_load_failed = /** @type {(inputs: Shell_Group_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载该小组`)
};

export const shell_hide_field = /** @type {(inputs: Shell_Hide_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`隐藏${i?.field}`)
};

export const shell_home_title = /** @type {(inputs: Shell_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly · 温哥华社区小组与活动`)
};

export const shell_image_rule = /** @type {(inputs: Shell_Image_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG 或 JPEG 格式，最大 ${i?.size} MB`)
};

export const shell_link_copied = /** @type {(inputs: Shell_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`链接已复制`)
};

export const shell_link_copy_failed = /** @type {(inputs: Shell_Link_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法复制链接：请选中后手动复制。`)
};

export const shell_loading = /** @type {(inputs: Shell_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载`)
};

export const shell_loading_page = /** @type {(inputs: Shell_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载页面`)
};

export const shell_loading_settings = /** @type {(inputs: Shell_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载您的设置`)
};

export const shell_map_tiles_off = /** @type {(inputs: Shell_Map_Tiles_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本站已关闭地图图块`)
};

export const shell_map_zoom_in = /** @type {(inputs: Shell_Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放大`)
};

export const shell_map_zoom_out = /** @type {(inputs: Shell_Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`缩小`)
};

export const shell_menu_logout = /** @type {(inputs: Shell_Menu_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出登录`)
};

export const shell_menu_moderation = /** @type {(inputs: Shell_Menu_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核`)
};

export const shell_menu_profile = /** @type {(inputs: Shell_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料`)
};

export const shell_menu_settings = /** @type {(inputs: Shell_Menu_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置`)
};

export const shell_menu_your_events = /** @type {(inputs: Shell_Menu_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活动`)
};

export const shell_menu_your_groups = /** @type {(inputs: Shell_Menu_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的小组`)
};

export const shell_network_error = /** @type {(inputs: Shell_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法连接 Neighbourly。请检查网络连接。`)
};

export const shell_no_image_selected = /** @type {(inputs: Shell_No_Image_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未选择图片`)
};

export const shell_not_found_heading = /** @type {(inputs: Shell_Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`哎呀！`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此页面不存在！`)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找不到页面`)
};

export const shell_password_field = /** @type {(inputs: Shell_Password_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码`)
};

export const shell_place_none = /** @type {(inputs: Shell_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无`)
};

export const shell_places_metro = /** @type {(inputs: Shell_Places_MetroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大温哥华地区`)
};

export const shell_places_neighbourhoods = /** @type {(inputs: Shell_Places_NeighbourhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`温哥华社区`)
};

export const shell_privacy_private = /** @type {(inputs: Shell_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私密`)
};

export const shell_privacy_public = /** @type {(inputs: Shell_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公开`)
};

export const shell_reload_page = /** @type {(inputs: Shell_Reload_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重新加载页面`)
};

export const shell_remove_selection = /** @type {(inputs: Shell_Remove_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消选择`)
};

export const shell_request_failed = /** @type {(inputs: Shell_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请求失败`)
};

export const shell_selected_file = /** @type {(inputs: Shell_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已选择：${i?.name}`)
};

export const shell_show_field = /** @type {(inputs: Shell_Show_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`显示${i?.field}`)
};

export const shell_sign_in = /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

export const shell_sign_up = /** @type {(inputs: Shell_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册`)
};

export const shell_skip_to_main = /** @type {(inputs: Shell_Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`跳到主要内容`)
};

export const shell_switch_to_dark = /** @type {(inputs: Shell_Switch_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切换到深色模式`)
};

export const shell_switch_to_light = /** @type {(inputs: Shell_Switch_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切换到浅色模式`)
};

export const shell_tags = /** @type {(inputs: Shell_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标签`)
};

export const shell_tags_hint = /** @type {(inputs: Shell_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用逗号分隔标签，例如：徒步, 北岸, 遛狗`)
};

export const shell_try_again = /** @type {(inputs: Shell_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重试`)
};

export const shell_unauthorized_heading = /** @type {(inputs: Shell_Unauthorized_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此页面仅对已登录用户开放`)
};

export const shell_unauthorized_sign_in = /** @type {(inputs: Shell_Unauthorized_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

export const shell_unauthorized_sign_up = /** @type {(inputs: Shell_Unauthorized_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册`)
};

export const shell_unauthorized_text = /** @type {(inputs: Shell_Unauthorized_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建免费账号或登录以继续。`)
};

export const shell_unauthorized_title = /** @type {(inputs: Shell_Unauthorized_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要登录`)
};

export const shell_unread = /** @type {(inputs: Shell_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}，${i?.count} 条未读`)
};

export const shell_uploading = /** @type {(inputs: Shell_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在上传`)
};

export const shell_uploading_cover_image = /** @type {(inputs: Shell_Uploading_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在上传封面图片`)
};

export const validation_addresssearch1 = /** @type {(inputs: Validation_Addresssearch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入 3 到 200 个字符的地址`)
};

export const validation_agreement = /** @type {(inputs: Validation_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请同意《隐私政策》和《服务条款》。`)
};

export const validation_alreadyaseries2 = /** @type {(inputs: Validation_Alreadyaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活动已设为重复举行：请改为延长它所在的系列活动。`)
};

export const validation_badlink1 = /** @type {(inputs: Validation_Badlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此链接无效。请使用我们最近发送给您的链接。`)
};

export const validation_banreason1 = /** @type {(inputs: Validation_Banreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因不能超过 500 个字符。`)
};

export const validation_captcha = /** @type {(inputs: Validation_CaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请完成 reCAPTCHA 验证。`)
};

export const validation_captchaunfinished1 = /** @type {(inputs: Validation_Captchaunfinished1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自动验证尚未完成。请稍候片刻再试。`)
};

export const validation_chatmessage1 = /** @type {(inputs: Validation_Chatmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，消息长度须为 1 到 1000 个字符`)
};

export const validation_comment = /** @type {(inputs: Validation_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，评论长度须为 1 到 250 个字符，且不能以空格开头`)
};

export const validation_confirmationemailstoomany3 = /** @type {(inputs: Validation_Confirmationemailstoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`向此邮箱地址发送的确认邮件过多。`)
};

export const validation_controlcharacters1 = /** @type {(inputs: Validation_Controlcharacters1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，文本中不能包含控制字符。`)
};

export const validation_coverscope1 = /** @type {(inputs: Validation_Coverscope1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`范围必须为 THIS（此活动）或 SERIES（该系列活动中的所有活动）。`)
};

export const validation_currentpasswordwrong2 = /** @type {(inputs: Validation_Currentpasswordwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，当前密码不正确。`)
};

export const validation_displayname1 = /** @type {(inputs: Validation_Displayname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，显示名称长度须为 1 到 50 个字符，且不能以空格开头`)
};

export const validation_email = /** @type {(inputs: Validation_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入有效的电子邮箱地址。`)
};

export const validation_emailchangestoomany3 = /** @type {(inputs: Validation_Emailchangestoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`邮箱地址更改次数过多。`)
};

export const validation_eventdates1 = /** @type {(inputs: Validation_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始或结束的日期和时间不正确`)
};

export const validation_eventdescription1 = /** @type {(inputs: Validation_Eventdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，活动介绍长度须为 1 到 1000 个字符`)
};

export const validation_eventlocation1 = /** @type {(inputs: Validation_Eventlocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，活动地点长度须为 1 到 100 个字符`)
};

export const validation_eventtitle1 = /** @type {(inputs: Validation_Eventtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，活动标题长度须为 1 到 100 个字符`)
};

export const validation_eventtoofarahead3 = /** @type {(inputs: Validation_Eventtoofarahead3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动须在从现在起 2 年内开始。`)
};

export const validation_eventtoolong2 = /** @type {(inputs: Validation_Eventtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，一场活动最长只能持续 7 天。`)
};

export const validation_eventsperday2 = /** @type {(inputs: Validation_Eventsperday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在 24 小时内最多可创建 60 场活动（系列活动中的每一场都计算在内）。请稍后再试。`)
};

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动形式必须为 IN_PERSON、ONLINE 或 HYBRID`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，小组介绍长度须为 1 到 1000 个字符`)
};

export const validation_groupid1 = /** @type {(inputs: Validation_Groupid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，小组 ID 长度须为 1 到 30 个字符，且只能包含小写英文字母、数字和下划线。`)
};

export const validation_groupidtaken2 = /** @type {(inputs: Validation_Groupidtaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，该小组 ID 已被占用。`)
};

export const validation_groupname1 = /** @type {(inputs: Validation_Groupname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，小组名称长度须为 1 到 100 个字符`)
};

export const validation_groupupcomingevents2 = /** @type {(inputs: Validation_Groupupcomingevents2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一个小组最多只能有 200 场即将举行的活动。请删除部分活动，或等部分活动举行完毕后再试。`)
};

export const validation_imagesize1 = /** @type {(inputs: Validation_Imagesize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`图片大小不能超过 5 MB。`)
};

export const validation_imagetoolarge2 = /** @type {(inputs: Validation_Imagetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`图片尺寸过大（最多 40 百万像素）。`)
};

export const validation_imagetype1 = /** @type {(inputs: Validation_Imagetype1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择 PNG 或 JPEG 格式的图片。`)
};

export const validation_importurl1 = /** @type {(inputs: Validation_Importurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，链接不能超过 100 个字符`)
};

export const validation_latitude = /** @type {(inputs: Validation_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纬度必须是 -90 到 90 之间的数字`)
};

export const validation_linkexpired1 = /** @type {(inputs: Validation_Linkexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此链接已过期。请在“设置”中重新输入您的邮箱地址，以获取新链接。`)
};

export const validation_locationpart1 = /** @type {(inputs: Validation_Locationpart1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，所在地的每一项长度须为 1 到 100 个字符。`)
};

export const validation_login = /** @type {(inputs: Validation_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，用户名长度须为 3 到 30 个字符，且只能包含英文字母、数字和下划线。`)
};

export const validation_logintaken1 = /** @type {(inputs: Validation_Logintaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，该用户名已被占用。`)
};

export const validation_longitude = /** @type {(inputs: Validation_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`经度必须是 -180 到 180 之间的数字`)
};

export const validation_meetingurl1 = /** @type {(inputs: Validation_Meetingurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会议链接必须是以 http:// 或 https:// 开头的网址（不超过 500 个字符）`)
};

export const validation_messagingnotallowed2 = /** @type {(inputs: Validation_Messagingnotallowed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您只能给与您同在一个小组的人发消息，或回复先给您发消息的人。`)
};

export const validation_messagingself1 = /** @type {(inputs: Validation_Messagingself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能给自己发消息。`)
};

export const validation_messagingtoofast2 = /** @type {(inputs: Validation_Messagingtoofast2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您发送消息的速度过快。请等待一分钟后再试。`)
};

export const validation_messagingyoublocked2 = /** @type {(inputs: Validation_Messagingyoublocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已屏蔽此人。如需再次给对方发消息，请在“设置”中取消屏蔽。`)
};

export const validation_moderationreason1 = /** @type {(inputs: Validation_Moderationreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请填写原因，不超过 500 个字符。`)
};

export const validation_near = /** @type {(inputs: Validation_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`坐标点须按“纬度,经度”的格式填写，例如 49.2642,-123.1553`)
};

export const validation_nearorplace2 = /** @type {(inputs: Validation_Nearorplace2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请按坐标点或地点搜索附近，不能两者同时使用`)
};

export const validation_newaccountstrangermessages3 = /** @type {(inputs: Validation_Newaccountstrangermessages3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新账号每小时只能向尚未回复过您的人发送少量消息。`)
};

export const validation_notaseries2 = /** @type {(inputs: Validation_Notaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活动不属于系列活动。`)
};

export const validation_participantslimit1 = /** @type {(inputs: Validation_Participantslimit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`人数上限必须是 0 到 10000 之间的整数（0 表示不限人数）`)
};

export const validation_password = /** @type {(inputs: Validation_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，密码长度须为 8 到 24 个字符，且至少包含 1 个大写字母、1 个数字和 1 个特殊符号。`)
};

export const validation_passwordsdontmatch2 = /** @type {(inputs: Validation_Passwordsdontmatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，两次输入的密码不一致。`)
};

export const validation_pinboth1 = /** @type {(inputs: Validation_Pinboth1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图标记需要同时填写纬度和经度，或两者都不填`)
};

export const validation_reportagain1 = /** @type {(inputs: Validation_Reportagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已举报过此内容，我们的审核员会进行查看。`)
};

export const validation_reportdetails1 = /** @type {(inputs: Validation_Reportdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`详细说明不能超过 2000 个字符。`)
};

export const validation_reportreason1 = /** @type {(inputs: Validation_Reportreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请从列表中选择一个原因。`)
};

export const validation_reportself1 = /** @type {(inputs: Validation_Reportself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能举报自己或自己发布的内容。`)
};

export const validation_reportstoomany2 = /** @type {(inputs: Validation_Reportstoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在过去一小时内提交的举报过多。`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此项为必填项`)
};

export const validation_searchrange1 = /** @type {(inputs: Validation_Searchrange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期范围的结束时间必须晚于开始时间，且跨度不超过 366 天`)
};

export const validation_searchtext1 = /** @type {(inputs: Validation_Searchtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，搜索内容不能超过 100 个字符`)
};

export const validation_searchwhen1 = /** @type {(inputs: Validation_Searchwhen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期格式应为 2026-12-05 或 2026-12-05T18:00`)
};

export const validation_seriescount1 = /** @type {(inputs: Validation_Seriescount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列活动可重复 2 到 52 次。`)
};

export const validation_seriesend1 = /** @type {(inputs: Validation_Seriesend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择系列活动的结束方式：在指定日期结束，或重复一定次数后结束。`)
};

export const validation_seriesmorecount2 = /** @type {(inputs: Validation_Seriesmorecount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请再添加 1 到 51 个日期。`)
};

export const validation_seriesmoreend2 = /** @type {(inputs: Validation_Seriesmoreend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择延长系列活动的方式：增加若干个日期，或延长至更晚的结束日期。`)
};

export const validation_seriesmoreuntil2 = /** @type {(inputs: Validation_Seriesmoreuntil2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新的结束日期必须晚于该系列活动的最后一个日期，且系列中即将举行的活动最多 52 场。`)
};

export const validation_seriesuntil1 = /** @type {(inputs: Validation_Seriesuntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束日期必须晚于第一场活动，且系列活动最多 52 场。`)
};

export const validation_suspenduntil1 = /** @type {(inputs: Validation_Suspenduntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停用的结束时间必须是将来的某个日期和时间。`)
};

export const validation_suspenduntilonlysuspend3 = /** @type {(inputs: Validation_Suspenduntilonlysuspend3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有停用账号时才能设置结束日期。`)
};

export const validation_tag = /** @type {(inputs: Validation_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个标签须为一个词（不含空格），最多 30 个字符，只能包含文字、数字、连字符或下划线`)
};

export const validation_tags = /** @type {(inputs: Validation_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，标签总长度不能超过 100 个字符`)
};

export const validation_tagsrepeated1 = /** @type {(inputs: Validation_Tagsrepeated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个标签只能出现一次`)
};

export const validation_unknownplace1 = /** @type {(inputs: Validation_Unknownplace1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未知地点：请从列出的社区或城市中选择一个`)
};

export const validation_withinkm1 = /** @type {(inputs: Validation_Withinkm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`距离必须是 1 到 100 之间的公里数`)
};

export const validation_withinneedspoint2 = /** @type {(inputs: Validation_Withinneedspoint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按距离搜索需要一个测量起点：坐标点（near）或地点（place）`)
};