/**
 * What each call of the contract does, for whom and how it refuses, by operationId: the
 * description of its operation in the OpenAPI document. Kept apart from the calls so that the web
 * app, which loads the calls, does not carry these texts; only the server imports this file.
 */
export const CALL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  auditLogList:
    'Lists audit rows 20 a page, newest first, filtered by staff, action and Seoul days (both inclusive). Phone, address and account-number values are masked. Permission audit.read (administrators).',
  auditLogDetail:
    'One audit row with its before and after values in full; opening it writes a personalData.view audit row. Permission audit.read.',
  staffSignIn:
    "Signs a member of staff in with the back office's own login id and password (never the academy SSO) and sets the staff session cookie. Wrong password, unknown id and disabled account all answer 401 STAFF-SIGN-IN-REFUSED; five failures lock the login id for 15 minutes (429 STAFF-LOCKED). JSON only.",
  staffSignOut: 'Deletes the staff session and clears its cookie; audited.',
  staffMe:
    'The signed-in member of staff: role, permissions, whether the password must be changed first, and the CSRF token to send as X-Staff-Csrf on every change.',
  staffPasswordChange:
    "Changes the signed-in member of staff's own password (10-128 characters with letters and digits, not containing the login id); required after a temporary password. Ends the staff member's other sessions; audited.",
  inquiryQueue:
    "Members' 1:1 inquiries: waiting ones oldest first (answered ones newest answer first), 20 a page, with counts by age (under 1 day, 1-3 days, over 3) and by category; phone numbers masked. Inquiries the member deleted are left out. Permission inquiries.read.",
  inquiryDetail:
    "One inquiry with the member's name, login id and phone from the class records in full (null when the class records did not answer); the view writes a personalData.view audit row. Permission inquiries.read.",
  inquiryAnswer:
    "Writes the answer (handleMemo, 1-4,000 characters) with handleDatetime now and status '답변완료', in one transaction with its audit row. An answered inquiry changes only when the request says it revises the answer, else 409 INQUIRY-ANSWERED. Permission inquiries.answer.",
  answerTemplateList:
    'Answer templates (title, text, optional inquiry category), by category then title. Permission inquiries.read.',
  answerTemplateSave:
    'Creates an answer template (without an id) or changes one (title up to 100, text up to 4,000 characters, optional category); audited. Permission answerTemplates.manage.',
  answerTemplateDelete:
    'Deletes an answer template; its content stays in the audit log. Permission answerTemplates.manage.',
  adminNoticeTemplates:
    'The notification templates as data: kind, the 알림톡 template code, title, the fixed text and the variables it takes (decision 0502). Read-only; permission orders.read.',
  adminOrderList:
    'Searches every order by period (Seoul days of the order moment), progress, payment type, member, student, product or order id; 20 a page, newest first, phones masked. Permission orders.read.',
  adminOrderDetail:
    'One order with all its items as the member sees it, plus every payment attempt, fulfilment times, EMS customs data, internal notes and the steps it may take next; the view writes a personalData.view audit row. Permission orders.read.',
  orderNoteAdd:
    'Adds an internal note to an order; notes are never changed, deleted or shown to members. Audited (order.note). Permission orders.read.',
  orderPrepare:
    'Moves a paid order with a delivery from 결제완료 to 배송준비중 (order and items, one transaction with the audit row); any other state is 409 ORDER-WRONG-STEP. Permission orders.fulfil.',
  orderShip:
    'Ships a paid order (결제완료 or 배송준비중 → 배송중) with a courier of the courier table and an invoice number matching its pattern; on a 배송중 order it corrects courier or invoice. EMS only for overseas orders. Audited. Permission orders.fulfil.',
  orderDeliver:
    'Marks a shipped order delivered (배송중 → 배송완료); audited. Permission orders.fulfil.',
  orderWithdrawalException:
    "Opens a delivered order for return requests outside the withdrawal period (7 days from delivery for change of mind, 3 months for the shop's fault): the member's return requests of the order then skip the period check, every other rule applies. A reason of 1-500 characters; an order not delivered is 409 ORDER-WRONG-STEP; granted once (a second call keeps the first reason). Audited (order.withdrawalException). Permission recalls.process.",
  deliveryCsvUpload:
    "Records deliveries from a courier's status file (UTF-8 or EUC-KR, base64): a header (orderId, invoice, status, date or 주문번호, 송장번호, 상태, 처리일시), then one status a line. Each 배송완료 line delivers its order (배송중, with that invoice, shipped before the date) on the line's date, Seoul time, with the delivered message; other statuses are counted and left. Every line valid or nothing changes: 400 SHIPMENT-CSV-REFUSED with each bad line. Audited per order (order.deliver, via courier). Permission orders.fulfil.",
  adminRetentionSettings:
    'Each kind of record (contracts, withdrawals, payments, deliveries, complaints) with its retention period in years, the legal minimum and when it was changed. Permission records.manage (administrators).',
  adminRetentionSave:
    "Changes one kind's retention period: whole years from the legal minimum (5, complaints 3) to 10, else 400; audited with before and after. Permission records.manage.",
  adminRetentionRuns:
    'The latest dry run (counts by kind and its first 200 lines: kind, order or inquiry, last event, end of period) and the last 20 runs, by staff or the job. Permission records.manage.',
  adminRetentionDryRun:
    'Lists what is past its retention period now, up to 1,000 per kind, and changes nothing else; audited. Permission records.manage.',
  adminRetentionPurge:
    'Destroys the personal data of what the given dry run listed and is still past its period (orders anonymised kind by kind, inquiries deleted), once: a dry run that is not the newest, or was carried out, is 409 RETENTION-DRY-RUN-STALE. Audited. Permission records.manage.',
  adminMemberErasure:
    "Erases a member's personal data the shop no longer needs (sessions, cart, stored answers, unpaid orders) and keeps orders and inquiries under retention until their period ends. 409 MEMBER-IN-FLIGHT while an order or request is still moving, 409 when erased before, 404 for a member the shop never saw. Audited. Permission records.manage.",
  shipmentCsvUpload:
    'Ships orders from a courier CSV sent as base64 (UTF-8 or EUC-KR; columns orderId, courier, invoice or 주문번호, 택배사, 송장번호; at most 2,000 lines). Every line is checked first; any error answers 400 SHIPMENT-CSV-REFUSED with the line numbers and nothing changes. A line already shipped with the same courier and invoice counts as unchanged. Permission orders.fulfil.',
  depositList:
    'Virtual accounts waiting for their deposit (soonest due first, overdue and due-today marked) or expired (latest due first), account numbers masked. Permission payments.read.',
  depositConfirm:
    "Records a deposit whose gateway notification never came, with a reason of 2-500 characters, through the notification's own once-only path: the payment and order become paid once, whichever comes first; a payment no longer waiting is 409 DEPOSIT-NOT-WAITING. Audited. Permission deposits.confirm (finance, administrators).",
  reconciliation:
    "For each Seoul day of the range (at most 31): the card and virtual-account money in and the card refunds out as the shop recorded them, beside the gateway's settlement report, with every mismatch (only in the shop, only at the gateway, other amount, other day). Permission payments.read.",
  salesReport:
    'For a period of Seoul days (at most 92, both included): sales (orders paid, by paid day: products and delivery fees), refunds (refunds done, by done day: products, delivery part, adjustments) and net per day, per brand and per product; paid orders per payment type; free-delivery benefits used per brand and season; refunds done after their legal due date (decision 0504) and the ones still overdue today. Permission reports.read (finance, administrators).',
  salesReportCsv:
    'One table of the sales report (daily, brands, products, paymentTypes, benefits, lateRefunds) as a CSV file, UTF-8 with a BOM, amounts in won. Permission reports.read.',
  adminProductList:
    'Searches every product, hidden ones included, by name or ISBN, category (and the categories below it), kind, sale status and price; newest first. Permission catalog.manage (merchandisers, administrators).',
  adminCategoryList:
    'Every category with its parent, section root, depth, leaf flag and count of listed products, for the product form and filters. Permission catalog.manage.',
  adminProductDetail:
    'One product with every field the back office edits. Permission catalog.manage.',
  adminProductSave:
    'Creates a product (productId null) or updates one; its HTML is stored sanitized, the change is audited with before and after, and exactly the cached catalog answers it changed are dropped, so lists, search and detail show it at once. Permission catalog.manage.',
  adminProductCsvExport:
    "The products of the list's filters (name or ISBN, category, kind, sale status, price; hidden ones included) as a CSV attachment in UTF-8 with a BOM: one column per field of the product form with Korean headers, booleans Y/N, kind and sale status by their Korean names. At most 2,000 products (more answers 400 PRODUCT-CSV-TOO-MANY). Permission catalog.manage.",
  adminProductCsvPreview:
    "Reads a product CSV sent as base64 (UTF-8 or EUC-KR; the header of the export, columns in any order; at most 2,000 lines and about 1.5 MB) and answers, without writing, what each line would do (new product, changed fields, unchanged) and every problem with its line and column; each line is checked with the product form's own rules. Permission catalog.manage.",
  adminProductCsvApply:
    'Applies a product CSV (as the preview reads it) in one transaction: an empty product id creates a product, another updates that product; unchanged lines write nothing; each product changed gets an audit row with before and after, and exactly its cached catalog answers are dropped. Any problem answers 400 PRODUCT-CSV-REFUSED with every line and column, and nothing changes. Permission catalog.manage.',
  adminProductSaleStatus:
    'Sets a product on sale, sold out (shown with the status but refused by the cart and orders) or hidden (left out of every list and search, its detail 404 to members). Audited. Permission catalog.manage.',
  adminSeasonCalendar:
    'The selling seasons starting in a Seoul year (this year without one), each with its first and last day and whether it is past, current or upcoming; the years the calendar holds; and the delivery fees. Permission fees.manage (merchandisers, administrators).',
  adminSeasonSave:
    "Moves a season's first and/or last day (Seoul days, the last one included). A boundary moves only while it is still ahead, to today or later, and the neighbouring season's day moves with it so the calendar keeps no gap and no overlap; each neighbour keeps at least one day. Every season changed gets an audit row with before and after. The next price preview reads the new dates; orders keep what they were charged. Permission fees.manage.",
  adminDeliveryFeeSave:
    'Sets a delivery fee (domestic: the paid delivery of spec 1 §9) in won, 0-50,000; audited with before and after. The next price preview and order use it; orders already placed keep their fee. Permission fees.manage.',
  adminEmsFeeTable:
    "The shop's EMS fee table of one EMS type (31 EMS by default, 32 EMS premium): every zone (1-4) and weight bracket with its fee in won, and the nations of each zone with that type from the post's nation list (null when the list cannot be read). Permission fees.manage.",
  adminEmsFeeSave:
    'Sets the fee of one row (EMS type, zone, bracket) of the EMS fee table: whole won, 1,000-2,000,000; a row not in the table is 404; saving the same fee writes nothing. Audited with before and after (emsFee.update). The next overseas preview and order use it; orders already placed keep their fee. Permission fees.manage.',
  adminEmsTariffPreview:
    "Reads the post's current EMS tariff through the postcode/EMS service and answers each row it would change (before → after; a new bracket has no before, a gone one no after), how many rows stay and a token naming this difference. Writes nothing; 503 when the post cannot be reached. Permission fees.manage.",
  adminEmsTariffImport:
    "Reads the post's tariff again and applies it in one transaction, one audit row per changed row (emsFee.import, before and after), while the difference is still the one the token names; otherwise 409 EMS-TARIFF-STALE and nothing changes. A fee outside 1,000-2,000,000 won in the post's answer is 422 and nothing changes. Permission fees.manage.",
  adminSitePopupList:
    'Every site popup, latest start first (at most 100), with its period in Seoul days, its switch and where it stands today: showing (the one members get now), waiting (on and in its period behind one that started later), scheduled, ended or off. Permission content.manage (merchandisers, administrators).',
  adminSitePopupSave:
    'Creates a site popup (sitePopupId null) or updates one: a title, HTML for PC and/or mobile (stored sanitized like every stored HTML), first and last day (Seoul, the last included) and on/off. Audited with before and after; the popup check reads the table on every call, so members get the change at their next page load. Permission content.manage.',
  adminRecommendedList:
    "The home page's recommended products (추천 교재) in their order, hidden ones included (the home page leaves those out). Permission content.manage.",
  adminRecommendedSave:
    'Sets the whole ordered list of recommended products: at most 24, no product twice, every id a product (else 400 naming it). Ranks 1..n in that order, every other product loses its rank; audited with the ids before and after; only the cached recommended answers are dropped, on every instance. The same list again writes nothing. Permission content.manage.',
  adminFaqList:
    "The FAQ categories in their order and the entries (of one category, or all) in display order, with each one's order and TOP 10 place; an unknown category is 400. Permission content.manage.",
  adminFaqSave:
    'Creates an FAQ entry (faqId null) or updates one: category, question, answer HTML (stored sanitized; an answer left empty by sanitizing is 400), order in the category and TOP 10 place (1-10, or null). A place another entry holds is 409 FAQ-TOP10-TAKEN naming it. Audited with before and after; the cached FAQ answers are dropped on every instance. Permission content.manage.',
  adminFaqDelete:
    'Deletes an FAQ entry (404 if there is none); audited with the entry before; the cached FAQ answers are dropped on every instance. Permission content.manage.',
  adminSectionList:
    "Every product-list section (menu order) with its root category's name and its header: title, description and banner. Permission catalog.manage.",
  adminSectionSave:
    "Sets a section header's title (1-100 characters) and description (up to 500); an unknown section is 404. Audited with before and after; the shop reads headers without a cache, so the next visit shows it. The same text again writes nothing. Permission catalog.manage.",
  adminCategoryTree:
    'Every category in tree order (each followed by its children, by display order) with its name, full name, depth, leaf and visible flags, its products (hidden ones included, itself and below) and its access rule: the audiences it names, the texts, the override and the message a denied member sees. Permission catalog.manage.',
  adminCategorySave:
    "Creates a category under a parent (no id; at most two levels below a section's root; never under a category holding products) or changes one's name (1-50), display order, visible flag or parent (same section and level only; its products follow). A section's root keeps its place and stays visible. Full names below a renamed category follow; audited with before and after; the cached answers showing categories are dropped on every instance. A hidden category leaves the shop's tab tree and its list answers 404. Permission catalog.manage.",
  adminCategoryDelete:
    "Deletes a category that holds no products (hidden ones included) and no subcategories: otherwise 409 CATEGORY-IN-USE saying which; a section's root is 400. Audited with the category before. Permission catalog.manage.",
  adminCategoryRuleSave:
    "Sets the audience texts (1-10) and the override message (or none) of a category's access rule (spec 1 §6); a category without a rule is 404. Who may open the category (its branch types) is not changed here. Audited with before and after. Permission catalog.manage.",
  adminProductCover:
    "Sets a product's cover from a picture in base64 (JPEG, PNG or WebP told by its bytes; at most 1 MB, else 400): drawn again as WebP at 600 × 840 (detail) and 144 × 200 (list rows), stored under DATA_DIR by a name of its content and served at /files/covers/…; null goes back to the drawn cover. Audited with the address before and after; drops the product's cached answers. Permission catalog.manage.",
  adminSectionBanner:
    "Sets a section's banner from a picture in base64 (as a cover: JPEG, PNG or WebP by its bytes, at most 1 MB), drawn again as WebP at 2400 × 480 and served at /files/banners/…; null goes back to the drawn banner. Audited with before and after. Permission catalog.manage.",
  adminRevokeQueue:
    'Cancel/return requests of one progress, oldest request first, with the count of every progress. Permission revokes.read.',
  adminRevokeDetail:
    'One cancel/return request as its member sees it, plus the refund account in full and every refund attempt; the view writes a personalData.view audit row. Permission revokes.read.',
  revokePickup:
    "Records the courier and invoice of a return's collection; the request stays 환불대기. Audited in the step's transaction. Permission recalls.process (warehouse, administrators).",
  revokeInspect:
    "The returned goods arrived and were inspected: 환불대기 → 환불지시. Audited in the step's transaction. Permission recalls.process.",
  revokeRefund:
    "Executes or retries the refund of a 환불지시 request (→ 환불완료): a card refund through the gateway's partial refund, or records the bank transfer finance made (virtual account, ARS). Each attempt and outcome is audited. Permission refunds.execute (finance, administrators).",
  revokeReject:
    'Rejects a request with the reason the member reads (→ 반려); the quantities return to the order. Not allowed once a refund was made or is in flight. Permission recalls.process.',
  revokeRefundOverride:
    'Sets the refund of a request in 환불대기 or 환불지시 with no refund in flight or done to another amount, with a required reason; bounded by what the order paid minus what its other requests refunded or hold (400 naming refundTotal). Audited. Permission refunds.execute.',
  staffList:
    'Every staff account (administrators first) with its role, whether it is disabled and whether its login id is locked. Permission staff.manage (administrators).',
  staffCreate:
    'Creates a staff account with a role and answers a temporary password, shown once, which must be changed at the first sign-in. Audited. Permission staff.manage.',
  staffDisable:
    'Disables a staff account (ending all its sessions) or enables it again; accounts are never deleted. An administrator cannot disable itself, and the last active administrator cannot be removed. Audited. Permission staff.manage.',
  staffPasswordReset:
    'Gives a staff account a new temporary password (answered once), ends its sessions and clears a sign-in lock. Audited. Permission staff.manage.',
  staffRoleChange:
    "Changes a staff account's role (customer service, warehouse, finance, administrator), effective at its next call. An administrator cannot change its own role, and the last active administrator cannot be removed. Audited. Permission staff.manage.",
  authStateFetch:
    "Called on every page load and right after sign-in. Answers the session's context uuid (sent back as X-Context-Uuid), whether a member is signed in, its academy account and access list, and which section categories it may open. Re-reads the member's class record: a member whose account now belongs to another person gets 409 PN-409 and the session ends (spec 1 §7).",
  loginSync:
    "The sign-in return page sends the SSO token; the shop checks its signature against the provider's keys, issuer, audience, age and the one-time nonce bound to this browser, then starts a session (cookie) and answers its uuid. A token that fails any check is 401 SIGN-IN-REFUSED and no session; a login id that differs from the class records is PN-409.",
  calculatePrice:
    "Prices the chosen items for the signed-in member: products after class-history discounts, the domestic delivery fee and the free-delivery benefit applied (none with '', the one ending first with null, or the given one). Answers the preview under data (spec 2 §3 price preview). Students outside the member's access list are 403.",
  deliveryTerms:
    'The domestic delivery fee in won and the selling seasons that end within the coming twelve months (code, first and last day in Seoul), for the shipping notices of the cart, the pay page and the free-delivery explanation. Open to everyone; staff change both in the back office.',
  creverseLectures:
    "The billing list: the lectures of the member's students (or of one student with stdId) with the materials the academy billed, each marked checked, bought (with the date) or not buyable. A student outside the access list is 403; class records down is 503 CLASS-RECORDS-UNAVAILABLE.",
  cartMine:
    "The signed-in member's live cart lines of one tab (0 books and smart books, 1 learning devices and teaching aids) with unit prices and course names; lines older than 30 days or already bought are left out.",
  cartAdd:
    "Adds items to the signed-in member's cart. An item already there (same product, student and branch) adds to its quantity, capped at 20 (1 for single-only products). The product must exist, be on sale, and be in a category the member may open; a student outside the access list is 403.",
  cartUpdate:
    "Sets the quantity (1-20) of the signed-in member's own live cart lines; if any id is not one of them nothing changes and the answer is 404.",
  cartDel:
    "Deletes the signed-in member's own live cart lines; if any id is not one of them nothing changes and the answer is 404.",
  checkOrderCreate:
    'Checks the chosen items against every order rule before the pay page opens: the product exists and is sold, single-only quantity, category open to the member, student in the access list, a supplementary book with its e-book (OT-172). Every refused item is answered at once, one line each.',
  productEntryRecommend:
    'The recommended products of the main page; products of sections the visitor or member may not open are left out. Cached.',
  productEntryList:
    "One page of the products under a category (a section root, a branch or a leaf), sorted by name or by price (either way), with totalCount and totalPages. A closed section is 403 CATEGORY-DENIED with the dialog's text.",
  productEntryById:
    'One product entry with every field its kind has (books: author, publisher, ISBN, size; smart books: device and file size). Unknown id 404; a product of a closed section 403 CATEGORY-DENIED.',
  searchProductEntryList:
    "Searches product names, authors and publishers (every word must occur) and ISBN prefixes; names starting with the words first, then names containing them, then author or publisher matches, each in name order. Closed sections are left out. Korean as typed (decision 0390): initial consonants ('ㅅㅎ', '수ㅎ') match names whose syllables start with them, a Hangul word typed without its spaces ('영어교재') matches the spaced name first, then names holding its pieces; Latin letters that find nothing and read as Hangul on the Korean keyboard ('duddj') are searched as that Hangul, and a one-word typo that finds nothing as the closest word of the catalog (edit distance on jamo), either named in searchedAs. asTyped: true searches the words as typed. A query that is one term of a staff synonym group ('이북') finds names holding any term of the group. A first page without results adds closestNames (up to 5 names closest by edit distance on jamo) and popularSearches (the week's most searched words that found products). First pages are counted per day for the back office's list of searches without results.",
  searchSuggestions:
    "Up to 8 product names (with their ids) for what is being typed: its syllables in order across spaces, initial consonants standing for any syllable starting with them ('ㅇㅇ', '영ㅇ' suggests 영어 …) and a last syllable typed so far ('수하' suggests 수학 …); names starting with it first. Fewer than 2 characters: an empty list. Closed sections are left out.",
  adminSynonymList:
    'The synonym groups of the search, each with its terms as the search compares them (lower case, without spaces or punctuation). Permission catalog.manage.',
  adminSynonymSave:
    'Creates (synonymId null) or replaces a synonym group of 2-10 terms, each kept compact (spaces and punctuation dropped, lower case) and at least 2 characters (400 otherwise; fewer than 2 different terms is 400). A term another group holds is 409 SEARCH-SYNONYM-TAKEN naming it; an unknown group is 404. Audited with before and after; the cached searches are dropped on every instance, so the next search applies it. Permission catalog.manage.',
  adminSynonymDelete:
    'Deletes a synonym group (404 if there is none); audited with the group before; the cached searches are dropped on every instance. Permission catalog.manage.',
  adminSearchMisses:
    "The words searched without results between two Seoul calendar days (inclusive, at most 92 days; an impossible date or from after to is 400), per day: the normalized words, the first pages searched and how many found nothing; newest day first, then the most frequent, up to 500 rows. Counts reach the table within 10 seconds (this instance's are written first). Permission catalog.manage.",
  productCategoryBelowId:
    'The categories of a section, root first and parents before children, each with its id chain; the web builds the tabs from them.',
  sectionConfigCall: 'The banner, title and description shown above a product-list section.',
  productForPay:
    "The pay page's products for the ids it kept (productIds repeated): name, image, prices, shipping weight, and whether each may be bought, bought more than once or sent overseas.",
  deliveryList:
    "The signed-in member's saved delivery addresses, read from the parent company's address book, and the address of the book's management page.",
  deliveryCreate:
    "Adds an address to the signed-in member's address book (the pay page chooser's create mode); a detail address is required. The address book's own refusals come back with the field.",
  postcodeSearch:
    'Korean address search (zonecode, road address, lot address) through the postcode service; signed-in members only.',
  orderCreate:
    'Creates an order with domestic delivery. The server prices it again (a different total is 409 PRICE-MISMATCH), re-reads the address from the address book (400 CREVERSE-ADDR when incomplete), claims the free-delivery benefit (409 BENEFIT-UNAVAILABLE if another order holds it) and answers the order id; a total of 0 makes payment type ZERO. One order per Idempotency-Key: a retry gets the stored answer, the same key with another body is 422.',
  orderCreateOversea:
    "Creates an order delivered abroad by EMS: the recipient's fields in English, the nation's EMS type and the fee computed from the items' weight; a limited nation is 422 LIMITED-NATION with its memo. Otherwise as order-create (prices checked, one order per Idempotency-Key).",
  orderZeroPrice:
    'Completes an order whose total is 0 (payment type ZERO): it is paid at once with a 0 won payment.',
  sendArs:
    'Texts the 6-digit ARS pay code for an unpaid ARS order to the given phone (valid 10 days); a second request replaces the pending code.',
  getParameterOfOrder:
    "The signed form that opens the card gateway's window (PC or mobile) for an unpaid card or virtual-account order; return addresses come from the shop's public URL, never from the browser.",
  overseaConfigAndNation:
    'Whether EMS delivery is enabled, whether the zip finder is, the EMS nations with their EMS type, and every limited nation with the memo to show.',
  calculatePriceOversea:
    "Prices the items for EMS delivery to a nation: products, and the EMS fee of the nation's zone for the items' total shipping weight; no free-delivery benefit abroad. A limited nation is 422 LIMITED-NATION; the other EMS type is 400 naming premiumCd.",
  queryEmsStateChoices: 'The states of an EMS nation whose zip codes can be looked up.',
  queryEmsCityChoices: 'The cities of a state of an EMS nation.',
  queryEmsZipcodeChoices: 'The zip codes of a city of an EMS nation.',
  claimWebSiteCategoryChoices:
    'The 1:1 inquiry categories in display order (a fixed list of the shop).',
  claimWebsiteListQuery:
    "The signed-in member's 1:1 inquiries, 10 a page, newest first, with their answers; deleted ones are left out.",
  claimWebsiteCreate:
    "Writes a 1:1 inquiry of the signed-in member: a category of the list, a title of 1-100 and a question of 1-4,000 characters; status '답변대기'.",
  claimWebsiteDel:
    "Deletes one of the signed-in member's unanswered inquiries (kept hidden, not removed: complaints are records kept for three years). An answered one is 409 CLAIM-ANSWERED; another member's or a missing one is 404.",
  devForceLoginToken:
    'Developer tools only (DEV_TOOLS=on, never in production): an SSO token for the member that signs in for a student id, on a fresh nonce bound to this browser; the page then goes through the normal login sync.',
  dpsMappingList:
    'Developer tools only: the academy material code → shop product mappings uploaded from the DPS CSV.',
  devOrderShip:
    'Developer tools only: marks a paid order shipped with a courier and invoice, as fulfilment does; with delivered: true also delivered at the same moment (배송완료).',
  devOrderAge:
    "Developer tools only: moves an order's order, payment, shipping and delivery dates back by whole days, so rules that depend on days since payment or delivery can be tried (test clock).",
  devRevokeStep:
    'Developer tools only: runs a staff step of a cancel/return request (pickup, inspect, refund, retry, reject), as the back office does.',
  faqCategoryChoices: 'The FAQ categories in display order.',
  faqListOfCategory: 'The FAQ entries of one category, with their answers as sanitized HTML.',
  faqListTop10: 'The ten most asked FAQ entries, by rank.',
  faqListQuery:
    'FAQ entries whose title or answer text contains every word of the search (2-50 characters); entries with every word in the title first.',
  fetchOrderStatistics:
    'The my-page summary of the signed-in member: orders, cancel/return requests and 1:1 inquiries since the same day 3 months ago, and the orders waiting for a deposit.',
  fetchCartStatistics:
    'How many cart lines the signed-in member has in each tab (books and smart books; learning devices and teaching aids).',
  fetchBuySummaryStatistics:
    'One card per student of the access list: materials billed and bought per branch, and the free-delivery benefit (institute account, not eligible, used up, or N left).',
  orderList:
    "The orders visible to the signed-in member (its own, and those holding its students' items) in a date range, default the last 3 months, with counts of paid, waiting and dropped orders.",
  siteIdentityRead:
    "The seller's business identity every page's footer shows (company, representative, address, phone, e-mail, business registration number, 통신판매업 신고번호, hosting provider, escrow confirmation; decision 0503); the defaults until staff saved theirs. Public.",
  adminSiteIdentity:
    "The seller's business identity as saved (the defaults until staff saved theirs). Permission content.manage.",
  adminSiteIdentitySave:
    "Saves the seller's business identity, every field (business registration number as 000-00-00000, a valid e-mail); audited with before and after (siteIdentity.update). The footer and the next order messages show it. Permission content.manage.",
  holidayList:
    'The public holidays of the holiday table from today (Seoul) for the next 60 days, by day; the pay page skips them when it tells the shipping day (decision 0504). Public.',
  adminHolidayList:
    'The holiday table of one year (default: this year in Seoul), by day. Permission fees.manage.',
  adminHolidaySave:
    'Adds a holiday (a YYYY-MM-DD day that exists, a name of 1-40 characters) or renames one; audited with before and after (holiday.save). Saving the same name changes nothing. Permission fees.manage.',
  adminHolidayDelete:
    'Removes a holiday; audited (holiday.delete); 404 when the day is not in the table. Permission fees.manage.',
  adminRefundsDue:
    "Requests whose refund is still to be made (환불대기, 환불지시) and whose legal due date — 3 business days after a cancel's request or a return's inspection on arrival, weekends and the holiday table skipped (전자상거래법 §18) — is today or past, the most overdue first. Permission revokes.read.",
  orderNotices:
    "The messages sent about one of the member's orders (알림톡, SMS when 알림톡 failed, e-mail), oldest first, with the text as sent; an order of another member lists nothing. Only messages that left are listed (decision 0502).",
  orderEscrowDecision:
    "The gateway's signed page (an hour) where the member who placed a shipped 구매안전서비스 order confirms (구매확정) or rejects it; the gateway notifies the shop and returns to the order (decision 0466). 404 for another member's or a non-escrow order, 409 ESCROW-NOT-DECIDABLE before the delivery is registered or after a decision.",
  orderDetail:
    'One order visible to the signed-in member with the items it may see, its payment, delivery and tracking link, and whether a cancel/return may be requested.',
  orderDropBanking:
    'Cancels an unpaid virtual-account order of the member: closes the account at the gateway, drops the order (입금취소) and frees its free-delivery benefit, in one transaction.',
  orderDropCard:
    'Cancels an unpaid card order of the member whose gateway window failed, was closed or never opened: drops the order (주문취소) and frees its free-delivery benefit. No money moved, so nothing is asked of the gateway.',
  orderDropArs:
    'Cancels an unpaid ARS order of the member: withdraws the pay code, drops the order (주문취소) and frees its free-delivery benefit.',
  orderPayRelease:
    "Ends the open card-window attempt of a member's unpaid card order (closed, cancelled or failed window): the shop first asks the gateway whether it holds an approval for the attempt and records it if so (state paid); otherwise the attempt ends and the order, still 결제대기, frees its free-delivery benefit until '다시 결제' claims it again (state released).",
  orderForCreateRevoke:
    'The order of a cancel/return request: the items the member sees with the quantity each may still revoke, which are ticked, and whether smart books may be refunded (spec 3 §2).',
  recallCalculate:
    'Computes the refund of the chosen items and quantities as the request would: products, delivery fee (only when nothing shipped and nothing is left), the return fee, and what must be asked (pickup address, refund account). Refused after 90 days from payment, above the effective quantity, or for a used smart book.',
  recallCreate:
    'Creates the cancel/return request on the locked order with the same rules as recall-calculate: the quantities leave the order, a card cancel is refunded at the gateway at once, a return waits for its pickup, and a due return fee is paid next. One request per Idempotency-Key.',
  getParameterOfRevoke:
    "The signed form that opens the card gateway's window to pay a request's return fee (card or virtual account).",
  revokeDetail:
    "One cancel/return request visible to the member: items (others' students' items hidden with a count), amounts, refund attempts, pickup and the return fee's virtual account; the refund account masked for non-requesters. Others' requests are 404.",
  revokeList:
    'The cancel/return requests visible to the member in a date range (default the last 3 months), 10 a page, newest first.',
  adminCarouselBannerList:
    "The home carousel's banners in their order, each with its picture, description, link, first and last day, on/off and where it stands today (showing, scheduled, ended, off). Permission content.manage.",
  adminCarouselBannerSave:
    'Creates a carousel banner (bannerId null) or updates one: picture (checked by its bytes and re-encoded), description, a shop path or https link, order, first and last day and on/off. Audited with before and after; drops only the banners cache tag on every instance. Permission content.manage.',
  adminFaqCategoryList:
    "The FAQ's categories in their order, each with the number of entries it holds. Permission content.manage.",
  adminFaqCategorySave:
    "Creates an FAQ category (categoryCd null; the server names its code) or renames and reorders one. Audited with before and after; the FAQ page's tabs follow at once on every instance. Permission content.manage.",
  adminFaqCategoryDelete:
    'Deletes an FAQ category that holds no entry; one that holds entries is 409 FAQ-CATEGORY-IN-USE, saying why and what to do. Audited. Permission content.manage.',
  adminGuideTabList:
    "The guide page's four tabs as stored, each a title and its HTML. Permission content.manage.",
  adminGuideTabSave:
    "Sets a guide tab's title and HTML, stored sanitized like every stored HTML. Audited with before and after; drops only the guide cache tag on every instance. Permission content.manage.",
  homeBanners:
    "The home carousel's banners that are switched on and whose period holds now, in their order: picture, description and link. Cached until staff change a banner.",
  guideTabs:
    "The guide page's four tabs in order, each a title and its HTML (sanitized). Cached until staff change a tab.",
  sitePopupCheck: 'The site popup to show now, if any, with its PC and mobile HTML (sanitized).',
  siteMenu:
    'The visible items of the main menu in three groups, in display order, with the category each requires.',
  supportDownloadList:
    "The learning-support downloads of one tab (Book1A … HandoutB, MP3) in the publisher's order, each with its category image and its file's address. Open to everyone.",
  policyVersionList:
    'The terms and privacy-policy versions, newest first, each past, in force or upcoming by its effective Seoul day, with its PDF address; and the versions in force today, which an order must consent to (decision 0462). Open to everyone.',
  adminPolicyVersions:
    'Every terms and privacy-policy version with where it stands today and whether its PDF was uploaded. Permission content.manage (merchandisers, administrators).',
  adminDocumentUpload:
    "Receives one file as the request's raw body (Content-Type application/octet-stream, X-Staff-Csrf as every change) for a later save: ?kind=pdf (at most 30 MB) or zip (at most 200 MB). A Content-Length over the limit is 413 FILE-TOO-LARGE before anything is read; the body is streamed to disk, never held whole, and cut at the limit (413); bytes that do not start as the kind asked for (%PDF-, or a zip's PK header) are 400. A refused or broken-off upload leaves no file. Answers the uploadId that adminPolicyUpload or adminSupportDownloadSave names (once); an upload never named is removed after a day. Permission content.manage.",
  adminPolicyUpload:
    'Publishes a terms or privacy-policy PDF (an uploadId of adminDocumentUpload with kind pdf) effective from a Seoul day, today or later; an upcoming version may be uploaded again (its former file removed), a version in force or past never changes (400). From its day, orders consent to it. Audited with before and after. Permission content.manage.',
  adminPolicyWithdraw:
    'Withdraws a version that is not yet in force: the row goes (audited, policy.withdraw, before and after) and then its uploaded file. A version in force or past stays, since members consented to it: 409 POLICY-IN-FORCE. Permission content.manage.',
  adminSupportDownloads:
    "One tab's learning-support downloads in their order, with whether each file was uploaded. Permission content.manage.",
  adminSupportDownloadSave:
    'Adds a download to a tab (an uploadId is required and it goes last) or changes its name, description or kind and, with an uploadId, replaces its file: members get the old file until the save commits, and the old file is removed after it. Book and handout tabs take an upload of kind pdf, the MP3 tab of kind zip; an unknown or used uploadId is 400 and nothing changes. Audited with before and after. Permission content.manage.',
  adminSupportDownloadDelete:
    "Deletes a download: the row goes in one transaction with its audit row (download.delete, before and after), the members' list follows at once on every instance, and the file is removed after the commit. Permission content.manage.",
  adminSupportDownloadOrder:
    "Sets the order of one tab's downloads: every download of the tab, each once (else 400). Audited with the order before and after. Permission content.manage.",
};
